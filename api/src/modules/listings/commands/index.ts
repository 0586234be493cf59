import { CreateListingHandler } from './create-listing.command';
import { DeleteListingHandler } from './delete-listing.command';
import { DuplicateListingHandler } from './duplicate-listing.command';
import { SetListingStatusHandler } from './set-listing-status.command';
import { UpdateListingHandler } from './update-listing.command';

export const LISTING_COMMAND_HANDLERS = [
  CreateListingHandler,
  UpdateListingHandler,
  SetListingStatusHandler,
  DeleteListingHandler,
  DuplicateListingHandler,
];

import { CreateAdminHandler } from './create-admin.command';
import { CreateRegionEventHandler } from './create-region-event.command';
import { DecideApplicationHandler } from './decide-application.command';
import { ModerateOfferHandler } from './moderate-offer.command';
import { SaveRegionHandler } from './save-region.command';
import { SubmitApplicationHandler } from './submit-application.command';
import { SuspendCompanyHandler } from './suspend-company.command';
import { VerifyCompanyHandler } from './verify-company.command';

export const OPERATOR_COMMAND_HANDLERS = [
  ModerateOfferHandler,
  VerifyCompanyHandler,
  SuspendCompanyHandler,
  SaveRegionHandler,
  SubmitApplicationHandler,
  DecideApplicationHandler,
  CreateAdminHandler,
  CreateRegionEventHandler,
];

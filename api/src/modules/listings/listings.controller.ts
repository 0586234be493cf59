import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  createListingSchema,
  setListingStatusSchema,
  updateListingSchema,
  z,
  type CreateListingInput,
  type OwnListing,
  type UpdateListingInput,
} from '@praxisnah/contracts';
import { parseWith } from '../../shared/validation/parse-with';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { CurrentCompanyId } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { CreateListingCommand } from './commands/create-listing.command';
import { DeleteListingCommand } from './commands/delete-listing.command';
import { DuplicateListingCommand } from './commands/duplicate-listing.command';
import { SetListingStatusCommand } from './commands/set-listing-status.command';
import { UpdateListingCommand } from './commands/update-listing.command';
import { LISTING_NOT_FOUND } from './listing.repository';
import { GetOwnListingsQuery } from './queries/get-own-listings.query';

const listingId = new UuidParamPipe(LISTING_NOT_FOUND);
const ownListQuerySchema = z.object({
  isAusbildung: z.enum(['true', 'false'], { error: 'isAusbildung muss true oder false sein.' }).optional(),
});

/** A company's own listings: every route needs a session, and every lookup is scoped to the caller's company. */
@Controller('api')
@UseGuards(SessionGuard)
export class ListingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('internships')
  async create(
    @CurrentCompanyId() companyId: string,
    @Body(new ZodValidationPipe(createListingSchema)) body: CreateListingInput,
  ): Promise<OwnListing> {
    const id = await this.commands.execute<CreateListingCommand, string>(new CreateListingCommand(companyId, body));
    return this.ownListing(companyId, id);
  }

  @Patch('internships/:id')
  async update(
    @CurrentCompanyId() companyId: string,
    @Param('id', listingId) id: string,
    @Body(new ZodValidationPipe(updateListingSchema)) body: UpdateListingInput,
  ): Promise<OwnListing> {
    await this.commands.execute(new UpdateListingCommand(companyId, id, body));
    return this.ownListing(companyId, id);
  }

  @Delete('internships/:id')
  @HttpCode(204)
  async remove(@CurrentCompanyId() companyId: string, @Param('id', listingId) id: string): Promise<void> {
    await this.commands.execute(new DeleteListingCommand(companyId, id));
  }

  @Patch('internships/:id/status')
  async setStatus(@CurrentCompanyId() companyId: string, @Param('id', listingId) id: string, @Body() body: unknown): Promise<OwnListing> {
    const { status } = parseWith(setListingStatusSchema, body);
    await this.commands.execute(new SetListingStatusCommand(companyId, id, status));
    return this.ownListing(companyId, id);
  }

  @Post('internships/:id/duplicate')
  async duplicate(@CurrentCompanyId() companyId: string, @Param('id', listingId) id: string): Promise<OwnListing> {
    const copyId = await this.commands.execute<DuplicateListingCommand, string>(new DuplicateListingCommand(companyId, id));
    return this.ownListing(companyId, copyId);
  }

  @Get('company/internships')
  list(@CurrentCompanyId() companyId: string, @Query() query: unknown): Promise<OwnListing[]> {
    const { isAusbildung } = parseWith(ownListQuerySchema, query);
    return this.queries.execute(new GetOwnListingsQuery(companyId, isAusbildung === undefined ? undefined : isAusbildung === 'true'));
  }

  @Get('company/internships/:id')
  one(@CurrentCompanyId() companyId: string, @Param('id', listingId) id: string): Promise<OwnListing> {
    return this.ownListing(companyId, id);
  }

  private async ownListing(companyId: string, id: string): Promise<OwnListing> {
    const [listing] = await this.queries.execute<GetOwnListingsQuery, OwnListing[]>(new GetOwnListingsQuery(companyId, undefined, id));
    if (!listing) throw new NotFoundException({ message: LISTING_NOT_FOUND });
    return listing;
  }
}

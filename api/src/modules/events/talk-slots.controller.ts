import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { talkSlotSeriesSchema, type ExhibitorTalkSlot, type ManagedTalkBooking, type TalkSlotSeries } from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentCompanyId, CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { EVENT_NOT_FOUND } from './event.repository';
import { OrganiserAccess } from './organiser-access';
import { TalkRepository } from './talk.repository';

const eventId = new UuidParamPipe(EVENT_NOT_FOUND);

/** Talks with exhibitors, the exhibitor's and the organiser's side: signed in, each route checks who may. */
@Controller('api/events/:id')
@UseGuards(SessionGuard)
export class TalkSlotsController {
  constructor(
    private readonly talks: TalkRepository,
    private readonly access: OrganiserAccess,
  ) {}

  @Get('talk-slots/mine')
  async mine(@CurrentCompanyId() companyId: string, @Param('id', eventId) id: string): Promise<ExhibitorTalkSlot[]> {
    const exhibitor = await this.talks.exhibitor(id, companyId);
    return this.talks.slotsOf(exhibitor.id);
  }

  @Post('talk-slots')
  async create(
    @CurrentCompanyId() companyId: string,
    @Param('id', eventId) id: string,
    @Body(new ZodValidationPipe(talkSlotSeriesSchema)) body: TalkSlotSeries,
  ): Promise<{ created: number; slots: ExhibitorTalkSlot[] }> {
    const exhibitor = await this.talks.exhibitor(id, companyId);
    const created = await this.talks.createSeries(id, exhibitor.id, body);
    return { created, slots: await this.talks.slotsOf(exhibitor.id) };
  }

  @Delete('talk-slots/:slotId')
  async remove(
    @CurrentCompanyId() companyId: string,
    @Param('id', eventId) id: string,
    @Param('slotId', new UuidParamPipe('Dieser Gesprächstermin wurde nicht gefunden.')) slotId: string,
  ): Promise<ExhibitorTalkSlot[]> {
    const exhibitor = await this.talks.exhibitor(id, companyId);
    await this.talks.deleteSlot(exhibitor.id, slotId);
    return this.talks.slotsOf(exhibitor.id);
  }

  @Get('management/talks')
  async bookings(@CurrentUser() user: AuthenticatedUser, @Param('id', eventId) id: string): Promise<ManagedTalkBooking[]> {
    await this.access.assert(user, id);
    return this.talks.forEvent(id);
  }
}

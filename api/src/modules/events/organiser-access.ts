import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { EVENT_NOT_FOUND, EventRepository } from './event.repository';

export const NOT_THE_ORGANISER = 'Diese Veranstaltung gehört einem anderen Unternehmen. Sie können sie nicht verwalten.';
export const NOT_YOUR_REGION = 'Diese Veranstaltung liegt nicht in Ihrer Region. Sie können sie nicht verwalten.';

/**
 * Who may run an event: the company that owns it, the regional manager of the region it lies in (its own postcode's,
 * else its company's, as on /regional-manager), and admins. Everybody else gets 403, before any of its data is read.
 */
@Injectable()
export class OrganiserAccess {
  constructor(private readonly events: EventRepository) {}

  async assert(user: AuthenticatedUser, eventId: string): Promise<void> {
    const event = await this.events.findOrganiser(eventId);
    if (!event) throw new NotFoundException({ message: EVENT_NOT_FOUND });
    if (user.role === 'admin') return;
    if (user.role === 'regional_manager') {
      if (user.regionId === null || user.regionId !== event.regionId) throw new ForbiddenException({ message: NOT_YOUR_REGION });
      return;
    }
    if (!user.companyId || user.companyId !== event.companyId) throw new ForbiddenException({ message: NOT_THE_ORGANISER });
  }
}

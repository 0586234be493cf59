import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { EVENT_NOT_FOUND } from './event.repository';

export const NOT_THE_ORGANISER = 'Diese Veranstaltung gehört einem anderen Unternehmen. Sie können sie nicht verwalten.';

/** Who may run an event: the company that owns it, and admins. Everybody else gets 403, before any of its data is read. */
@Injectable()
export class OrganiserAccess {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async assert(user: AuthenticatedUser, eventId: string): Promise<void> {
    const [event] = await this.dataSource.query<{ companyId: string | null }[]>(
      `SELECT company_id AS "companyId" FROM events WHERE id = $1`,
      [eventId],
    );
    if (!event) throw new NotFoundException({ message: EVENT_NOT_FOUND });
    if (user.role === 'admin') return;
    if (!user.companyId || user.companyId !== event.companyId) throw new ForbiddenException({ message: NOT_THE_ORGANISER });
  }
}

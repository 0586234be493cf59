import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { EVENT_NOT_FOUND } from './event.repository';

export const NOT_THE_ORGANISER = 'Diese Veranstaltung gehört einem anderen Unternehmen. Sie können sie nicht verwalten.';
export const NOT_YOUR_REGION = 'Diese Veranstaltung liegt nicht in Ihrer Region. Sie können sie nicht verwalten.';

/**
 * Who may run an event: the company that owns it, the regional manager of the region it lies in (its own postcode's,
 * else its company's, as on /regional-manager), and admins. Everybody else gets 403, before any of its data is read.
 */
@Injectable()
export class OrganiserAccess {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async assert(user: AuthenticatedUser, eventId: string): Promise<void> {
    const [event] = await this.dataSource.query<{ companyId: string | null; regionId: number | null }[]>(
      `SELECT e.company_id AS "companyId", COALESCE(e.region_id, c.region_id) AS "regionId"
       FROM events e LEFT JOIN companies c ON c.id = e.company_id WHERE e.id = $1`,
      [eventId],
    );
    if (!event) throw new NotFoundException({ message: EVENT_NOT_FOUND });
    if (user.role === 'admin') return;
    if (user.role === 'regional_manager') {
      if (user.regionId === null || user.regionId !== event.regionId) throw new ForbiddenException({ message: NOT_YOUR_REGION });
      return;
    }
    if (!user.companyId || user.companyId !== event.companyId) throw new ForbiddenException({ message: NOT_THE_ORGANISER });
  }
}

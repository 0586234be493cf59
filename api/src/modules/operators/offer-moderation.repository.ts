import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OfferKind } from '../mail/operator-mails';

/** A listing or event as moderation sees it; its region is its own postcode's, else its company's. */
export interface ModeratedOffer {
  id: string;
  title: string;
  companyId: string | null;
  regionId: number | null;
  hidden: boolean;
  version: number;
}

const LOCK_SQL: Record<OfferKind, string> = {
  listing: `SELECT l.id, l.title, l.company_id AS "companyId", COALESCE(l.region_id, c.region_id) AS "regionId",
              l.hidden_at IS NOT NULL AS hidden, l.version
            FROM listings l JOIN companies c ON c.id = l.company_id WHERE l.id = $1 FOR UPDATE OF l`,
  event: `SELECT e.id, e.title, e.company_id AS "companyId", COALESCE(e.region_id, c.region_id) AS "regionId",
            e.hidden_at IS NOT NULL AS hidden, e.version
          FROM events e LEFT JOIN companies c ON c.id = e.company_id WHERE e.id = $1 FOR UPDATE OF e`,
};
const TABLE: Record<OfferKind, 'listings' | 'events'> = { listing: 'listings', event: 'events' };
const NOT_FOUND: Record<OfferKind, string> = {
  listing: 'Dieses Angebot wurde nicht gefunden.',
  event: 'Dieses Event wurde nicht gefunden.',
};

/** Hiding and showing listings and events: nothing is deleted, the row gets hidden_at and the next version. */
@Injectable()
export class OfferModerationRepository {
  /** Locks the offer for the rest of the transaction; a German 404 when there is none. */
  async lock(manager: EntityManager, kind: OfferKind, id: string): Promise<ModeratedOffer> {
    const [row] = await manager.query<ModeratedOffer[]>(LOCK_SQL[kind], [id]);
    if (!row) throw new NotFoundException({ message: NOT_FOUND[kind] });
    return row;
  }

  /** Hides with a reason, or shows again (reason null). */
  async setHidden(manager: EntityManager, kind: OfferKind, id: string, reason: string | null, version: number): Promise<void> {
    await manager.query(
      `UPDATE ${TABLE[kind]} SET hidden_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, hidden_reason = $2, version = $3,
         updated_at = now() WHERE id = $1`,
      [id, reason, version],
    );
  }
}

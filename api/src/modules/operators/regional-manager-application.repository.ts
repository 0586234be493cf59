import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { ApplicationDecisionInput, ApplicationView, RegionalManagerApplicationInput } from '@praxisnah/contracts';

/** An application as the admin's decision needs it, with the name of the region applied for. */
export interface PendingApplication {
  name: string;
  email: string;
  open: boolean;
  regionId: number;
  regionName: string;
}

/** Applications to run a region (/apply/regional-manager) and the admin's decisions on them. */
@Injectable()
export class RegionalManagerApplicationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The open applications first, then the latest decided ones; 200 at most. */
  latest(): Promise<ApplicationView[]> {
    return this.dataSource.query<ApplicationView[]>(
      `SELECT a.id, a.name, a.email, a.phone, r.slug AS "regionSlug", r.name AS "regionName", a.motivation, a.status,
         a.decision_message AS "decisionMessage", to_char(a.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
         to_char(a.decided_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "decidedAt"
       FROM regional_manager_applications a JOIN regions r ON r.id = a.region_id
       ORDER BY a.status = 'offen' DESC, a.created_at DESC LIMIT 200`,
    );
  }

  async hasOpen(email: string): Promise<boolean> {
    const [row] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM regional_manager_applications WHERE email = $1 AND status = 'offen'`,
      [email],
    );
    return row !== undefined;
  }

  async add(input: RegionalManagerApplicationInput, regionId: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO regional_manager_applications (id, name, email, phone, region_id, motivation) VALUES ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), input.name, input.email, input.phone ?? null, regionId, input.motivation],
    );
  }

  /** Locks the application for the rest of the transaction; a German 404 when there is none. */
  async lock(manager: EntityManager, id: string): Promise<PendingApplication> {
    const [row] = await manager.query<PendingApplication[]>(
      `SELECT a.name, a.email, a.status = 'offen' AS open, a.region_id AS "regionId", r.name AS "regionName"
       FROM regional_manager_applications a JOIN regions r ON r.id = a.region_id WHERE a.id = $1 FOR UPDATE OF a`,
      [id],
    );
    if (!row) throw new NotFoundException({ message: 'Diese Bewerbung wurde nicht gefunden.' });
    return row;
  }

  async recordDecision(manager: EntityManager, id: string, input: ApplicationDecisionInput, deciderId: string): Promise<void> {
    await manager.query(
      `UPDATE regional_manager_applications SET status = $2, decision_message = $3, decided_by = $4, decided_at = now() WHERE id = $1`,
      [id, input.decision, input.message, deciderId],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';

export interface AuditRecord {
  action: AuditAction;
  targetType: 'company' | 'listing' | 'event' | 'region' | 'application' | 'user' | 'message' | 'option';
  targetId: string;
  targetLabel: string;
  regionId: number | null;
  reason?: string | null;
}

/** Who did what, when and why. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Written in the same transaction as the action, so neither exists without the other. */
  async record(manager: EntityManager, actor: Pick<AuthenticatedUser, 'id' | 'email' | 'role'>, entry: AuditRecord): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_id, actor_email, actor_role, action, target_type, target_id, target_label, region_id, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        actor.id,
        actor.email,
        actor.role,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.targetLabel,
        entry.regionId,
        entry.reason ?? null,
      ],
    );
  }

  /** The entries of one region (or of all, null), newest first, 200 at most. */
  async latest(regionId: number | null): Promise<AuditEntry[]> {
    const rows = await this.dataSource.query<Omit<AuditEntry, 'actionLabel'>[]>(
      `SELECT a.id::int AS id, to_char(a.occurred_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "occurredAt", a.actor_email AS "actorEmail",
         a.actor_role AS "actorRole", a.action, a.target_type AS "targetType", a.target_id AS "targetId", a.target_label AS "targetLabel",
         r.name AS "regionName", a.reason
       FROM audit_log a LEFT JOIN regions r ON r.id = a.region_id
       WHERE $1::int IS NULL OR a.region_id = $1 ORDER BY a.occurred_at DESC, a.id DESC LIMIT 200`,
      [regionId],
    );
    return rows.map((row) => ({ ...row, actionLabel: AUDIT_ACTIONS[row.action as keyof typeof AUDIT_ACTIONS] ?? row.action }));
  }
}

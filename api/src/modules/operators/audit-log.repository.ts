import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditAction } from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';

export interface AuditRecord {
  action: AuditAction;
  targetType: 'company' | 'listing' | 'event' | 'region' | 'application' | 'user' | 'message' | 'option';
  targetId: string;
  targetLabel: string;
  regionId: number | null;
  reason?: string | null;
}

/** Who did what, when and why: written in the same transaction as the action, so neither exists without the other. */
@Injectable()
export class AuditLog {
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
}

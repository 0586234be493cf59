import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CreateShortLinkInput } from '@praxisnah/contracts';

/** 12 characters of base64url carry 72 random bits: not guessable, still short enough to share. */
const newCode = () => randomBytes(9).toString('base64url');
const CODE = /^[A-Za-z0-9_-]{10,32}$/;

export interface ShortLink {
  longUrl: string;
  entityType: CreateShortLinkInput['entityType'];
  entityId: string | null;
}

/** Short links: one code per path of the platform, and a count of how often each was opened. */
@Injectable()
export class ShortLinkRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The code of the link to the path: the one it already has, or a new one. */
  async codeFor(path: string, entityType: ShortLink['entityType'], entityId: string | null): Promise<string> {
    const [row] = await this.dataSource.query<{ code: string }[]>(
      `INSERT INTO short_links (code, entity_type, entity_id, long_url) VALUES ($1, $2, $3, $4)
       ON CONFLICT (long_url) DO UPDATE SET long_url = EXCLUDED.long_url RETURNING code`,
      [newCode(), entityType, entityId, path],
    );
    return row!.code;
  }

  /** Counts an opening of the link and returns it; null for a code that is malformed or unknown. */
  async open(code: string): Promise<ShortLink | null> {
    if (!CODE.test(code)) return null;
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [rows] = await this.dataSource.query<
      [{ long_url: string; entity_type: ShortLink['entityType']; entity_id: string | null }[], number]
    >('UPDATE short_links SET hits = hits + 1 WHERE code = $1 RETURNING long_url, entity_type, entity_id', [code]);
    const row = rows[0];
    return row ? { longUrl: row.long_url, entityType: row.entity_type, entityId: row.entity_id } : null;
  }
}

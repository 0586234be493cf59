import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface OutboxLag {
  waiting: number;
  oldestMs: number;
}

/** How far the relay is behind: unpublished outbox records and the age of the oldest one. */
@Injectable()
export class OutboxLagRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async current(): Promise<OutboxLag> {
    const [lag] = await this.dataSource.query<OutboxLag[]>(
      `SELECT count(*)::int AS "waiting", coalesce(extract(epoch FROM now() - min(occurred_at)) * 1000, 0)::float8 AS "oldestMs"
       FROM outbox WHERE published_at IS NULL`,
    );
    return lag ?? { waiting: 0, oldestMs: 0 };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface IndexFreshness {
  count: number;
  p50: number | null;
  p95: number | null;
  max: number | null;
}

/** Publish-to-searchable times the workers record (analytics event `index_freshness`), in milliseconds. */
@Injectable()
export class IndexFreshnessRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async lastHour(): Promise<IndexFreshness> {
    const [row] = await this.dataSource.query<{ count: string; p50: number | null; p95: number | null; max: number | string | null }[]>(
      `SELECT count(*) AS count,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY (event_data->>'ms')::numeric) AS p50,
         percentile_cont(0.95) WITHIN GROUP (ORDER BY (event_data->>'ms')::numeric) AS p95,
         max((event_data->>'ms')::numeric) AS max
       FROM analytics_events WHERE event_type = 'index_freshness' AND occurred_at > now() - interval '1 hour'`,
    );
    return {
      count: Number(row?.count ?? 0),
      p50: row?.p50 ?? null,
      p95: row?.p95 ?? null,
      max: row?.max === null || row?.max === undefined ? null : Number(row.max),
    };
  }
}

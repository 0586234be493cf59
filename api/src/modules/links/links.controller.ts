import { BadRequestException, Body, Controller, Get, Inject, NotFoundException, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { createShortLinkSchema, type CreateShortLinkInput } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../../shared/config/app-config';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { AnalyticsRecorder } from '../analytics/analytics-recorder';
import { ownPath } from './own-path';

/** 12 characters of base64url carry 72 random bits: not guessable, still short enough to share. */
const newCode = () => randomBytes(9).toString('base64url');

@Controller()
@UseGuards(ThrottlerGuard)
export class LinksController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly recorder: AnalyticsRecorder,
  ) {}

  @Post('api/tinyurl/create')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async create(@Body(new ZodValidationPipe(createShortLinkSchema)) body: CreateShortLinkInput): Promise<{ shortUrl: string }> {
    // Only our own pages may be shortened, so the service cannot be abused as an open redirect.
    const path = ownPath(this.config.PUBLIC_ORIGIN, body.longUrl);
    if (!path) throw new BadRequestException({ message: 'Es können nur Links zu Praxisnah gekürzt werden.' });
    const [row] = await this.dataSource.query<{ code: string }[]>(
      `INSERT INTO short_links (code, entity_type, entity_id, long_url) VALUES ($1, $2, $3, $4)
       ON CONFLICT (long_url) DO UPDATE SET long_url = EXCLUDED.long_url RETURNING code`,
      [newCode(), body.entityType, body.entityId ?? null, path],
    );
    return { shortUrl: `${this.config.PUBLIC_ORIGIN}/s/${row!.code}` };
  }

  @Get('s/:code')
  async redirect(@Param('code') code: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [rows] = /^[A-Za-z0-9_-]{10,32}$/.test(code)
      ? await this.dataSource.query<[{ long_url: string; entity_type: string; entity_id: string | null }[], number]>(
          'UPDATE short_links SET hits = hits + 1 WHERE code = $1 RETURNING long_url, entity_type, entity_id',
          [code],
        )
      : [[]];
    const path = rows[0] ? ownPath(this.config.PUBLIC_ORIGIN, rows[0].long_url) : null;
    if (!rows[0] || !path) throw new NotFoundException({ message: 'Dieser Link ist unbekannt oder abgelaufen.' });
    const { entity_type: kind, entity_id: entityId } = rows[0];
    this.recorder.record(
      {
        type: 'short_link_open',
        entityId: entityId && /^[0-9a-f-]{36}$/i.test(entityId) ? entityId : null,
        companyId: null,
        vertical: kind === 'internship' ? 'praktikum' : kind === 'search' ? null : (kind as 'ausbildung' | 'event' | 'company'),
        position: null,
        search: null,
      },
      request,
    );
    void reply.header('cache-control', 'no-store').redirect(`${this.config.PUBLIC_ORIGIN}${path}`, 302);
  }
}

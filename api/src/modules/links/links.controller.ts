import { BadRequestException, Body, Controller, Get, Inject, NotFoundException, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createShortLinkSchema, type CreateShortLinkInput } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../../shared/config/app-config';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { AnalyticsRecorder } from '../analytics/analytics-recorder';
import { ownPath } from './own-path';
import { ShortLinkRepository } from './short-link.repository';

@Controller()
@UseGuards(ThrottlerGuard)
export class LinksController {
  constructor(
    private readonly links: ShortLinkRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly recorder: AnalyticsRecorder,
  ) {}

  @Post('api/tinyurl/create')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async create(@Body(new ZodValidationPipe(createShortLinkSchema)) body: CreateShortLinkInput): Promise<{ shortUrl: string }> {
    // Only our own pages may be shortened, so the service cannot be abused as an open redirect.
    const path = ownPath(this.config.PUBLIC_ORIGIN, body.longUrl);
    if (!path) throw new BadRequestException({ message: 'Es können nur Links zu Praxisnah gekürzt werden.' });
    const code = await this.links.codeFor(path, body.entityType, body.entityId ?? null);
    return { shortUrl: `${this.config.PUBLIC_ORIGIN}/s/${code}` };
  }

  @Get('s/:code')
  async redirect(@Param('code') code: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const link = await this.links.open(code);
    const path = link ? ownPath(this.config.PUBLIC_ORIGIN, link.longUrl) : null;
    if (!link || !path) throw new NotFoundException({ message: 'Dieser Link ist unbekannt oder abgelaufen.' });
    const { entityType: kind, entityId } = link;
    this.recorder.record(
      {
        type: 'short_link_open',
        entityId: entityId && /^[0-9a-f-]{36}$/i.test(entityId) ? entityId : null,
        companyId: null,
        vertical: kind === 'internship' ? 'praktikum' : kind === 'search' ? null : kind,
        position: null,
        search: null,
      },
      request,
    );
    void reply.header('cache-control', 'no-store').redirect(`${this.config.PUBLIC_ORIGIN}${path}`, 302);
  }
}

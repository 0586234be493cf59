import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { analyticsRecordSchema, type AnalyticsRecord } from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { AnalyticsRecorder, type FactInput } from './analytics-recorder';

/** Which entity a client event is about, and in which vertical it counts. */
function factFrom(record: AnalyticsRecord): FactInput {
  const base = { entityId: null, companyId: null, vertical: null, position: null, search: null } satisfies Partial<FactInput>;
  switch (record.eventType) {
    case 'favourite':
      return {
        ...base,
        type: 'favourite',
        entityId: record.eventData.id,
        vertical: record.eventData.kind === 'internship' ? 'praktikum' : record.eventData.kind,
        data: { on: record.eventData.on, kind: record.eventData.kind },
      };
    case 'share': {
      const { kind, id } = record.eventData;
      const entityId = id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
      return {
        ...base,
        type: 'share',
        entityId,
        vertical: kind === 'search' ? null : kind === 'internship' ? 'praktikum' : kind,
        data: { kind },
      };
    }
    case 'map_click':
      return { ...base, type: 'map_click', companyId: record.eventData.companyId ?? null, vertical: 'company' };
    case 'suggestion_taken':
      return { ...base, type: 'suggestion_taken', data: { fields: record.eventData.fields } };
    case 'page_view':
      return { ...base, type: 'page_view', data: { page: record.eventData.page.split('?')[0] } };
  }
}

/** Client analytics, sent only with consent; the answer is 202 whether or not the fact could be queued. */
@Controller('api/analytics')
@UseGuards(ThrottlerGuard)
export class AnalyticsController {
  constructor(private readonly recorder: AnalyticsRecorder) {}

  @Post('record')
  @HttpCode(202)
  @Throttle({ default: { limit: 120, ttl: 60_000 } })
  record(@Body(new ZodValidationPipe(analyticsRecordSchema)) body: AnalyticsRecord, @Req() request: FastifyRequest): { accepted: boolean } {
    this.recorder.record(factFrom(body), request);
    return { accepted: true };
  }
}

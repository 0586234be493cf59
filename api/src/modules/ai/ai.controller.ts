import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { improveDescriptionRequestSchema, type ImproveDescriptionRequest, type ImproveDescriptionResponse } from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { Roles, SessionGuard } from '../auth/session.guard';
import { DESCRIPTION_ASSISTANT, type DescriptionAssistant } from './description-assistant.provider';

/** 'Beschreibung verbessern' for a company's listing form: suggestions only, nothing is saved. */
@Controller('api/ai')
@UseGuards(SessionGuard, ThrottlerGuard)
@Roles('company')
export class AiController {
  constructor(@Inject(DESCRIPTION_ASSISTANT) private readonly assistant: DescriptionAssistant) {}

  @Post('improve-description')
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  improveDescription(
    @Body(new ZodValidationPipe(improveDescriptionRequestSchema)) body: ImproveDescriptionRequest,
  ): Promise<ImproveDescriptionResponse> {
    return this.assistant.improve(body);
  }
}

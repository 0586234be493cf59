import type { ImproveDescriptionRequest, ImproveDescriptionResponse } from '@praxisnah/contracts';
import { improveDescription } from './description-assistant';

export const DESCRIPTION_ASSISTANT = Symbol('DESCRIPTION_ASSISTANT');

/**
 * Who answers 'Beschreibung verbessern', chosen by AI_PROVIDER. Only 'offline' exists; an LLM provider would be a
 * second implementation (its key and URL as new env variables), returning the same suggestion shape.
 */
export interface DescriptionAssistant {
  improve(input: ImproveDescriptionRequest): Promise<ImproveDescriptionResponse>;
}

export class OfflineDescriptionAssistant implements DescriptionAssistant {
  async improve(input: ImproveDescriptionRequest): Promise<ImproveDescriptionResponse> {
    return { provider: 'offline', ...improveDescription(input) };
  }
}

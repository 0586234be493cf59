import type { ImproveDescriptionRequest, ImproveDescriptionResponse } from '@praxisnah/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/ai/improve-description: suggestions only, nothing is saved. */
export const improveDescription = (input: ImproveDescriptionRequest) =>
  apiRequest<ImproveDescriptionResponse>('/api/ai/improve-description', { method: 'POST', body: input });

export const useImproveDescription = () => useMutation({ mutationFn: improveDescription });

import type { ParticipantMessageInput } from '@praxisnah/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { managementPath } from './get-event-management';

export const messageParticipants = (eventId: string, input: ParticipantMessageInput) =>
  apiRequest<{ sent: number; message: string }>(`${managementPath(eventId)}/messages`, { method: 'POST', body: input });

export const useMessageParticipants = (eventId: string) =>
  useMutation({ mutationFn: (input: ParticipantMessageInput) => messageParticipants(eventId, input) });

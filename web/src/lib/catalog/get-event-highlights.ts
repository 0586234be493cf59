import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export interface EventHighlight {
  id: number;
  key: string;
  label: string;
  icon: string;
}

export const getEventHighlights = () => apiRequest<EventHighlight[]>('/api/event-highlights');

export const getEventHighlightsQueryOptions = () => queryOptions({ queryKey: ['event-highlights'], queryFn: getEventHighlights });

export const useEventHighlights = () => useQuery(getEventHighlightsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { labelOf } from '../labels';

export interface EventHighlight {
  id: number;
  key: string;
  label: string;
  icon: string;
}

export const getEventHighlights = async (): Promise<EventHighlight[]> =>
  (await apiRequest<EventHighlight[]>('/api/event-highlights')).map((item) => ({
    ...item,
    label: labelOf('eventHighlight', item.key, item.label),
  }));

export const getEventHighlightsQueryOptions = () => queryOptions({ queryKey: ['event-highlights'], queryFn: getEventHighlights });

export const useEventHighlights = () => useQuery(getEventHighlightsQueryOptions());

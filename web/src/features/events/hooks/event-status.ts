import type { EventView } from '@praxisnah/contracts';
import { paths } from '@/app/paths';

export const MAX_EVENT_SECTORS = 2;
export const MAX_EVENT_HIGHLIGHTS = 3;
export const FEW_PLACES_THRESHOLD = 5;

function todayIso(now: Date): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** product.md section 4: 'Kommend' if its date lies ahead (today counts as ahead until the day is over), else 'Vergangen'. */
export function isUpcoming(event: Pick<EventView, 'eventDate'>, now = new Date()): boolean {
  return event.eventDate.slice(0, 10) >= todayIso(now);
}

/** product.md section 5: free places only when registration is required and maxParticipants is above 0. */
export function freePlaces(event: Pick<EventView, 'registrationRequired' | 'maxParticipants' | 'registrationCount'>): number | null {
  if (!event.registrationRequired || !event.maxParticipants || event.maxParticipants <= 0) return null;
  return Math.max(0, event.maxParticipants - event.registrationCount);
}

export const eventPath = (id: string) => paths.event.to(id);

import type { EventView } from '@praxisnah/contracts';
import { isUpcoming } from './event-status';

export type RegistrationState = 'open' | 'not-required' | 'closed';

/** product.md section 4: only upcoming events that require registration take sign-ups; past ones say 'Anmeldung beendet'. */
export function registrationState(event: Pick<EventView, 'eventDate' | 'registrationRequired'>, now = new Date()): RegistrationState {
  if (!isUpcoming(event, now)) return 'closed';
  return event.registrationRequired ? 'open' : 'not-required';
}

import { createEvent, type DateArray } from 'ics';

export interface CalendarEventSource {
  id: string;
  title: string;
  eventDate: string;
  startTime: string | null;
  endTime: string | null;
  location: string;
  address: string | null;
  zip: string | null;
  city: string;
}

function dateParts(date: string): [number, number, number] {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return [year!, month!, day!];
}

function withTime(date: string, time: string): DateArray {
  const [hour, minute] = time.split(':').map(Number);
  return [...dateParts(date), hour!, minute!];
}

/**
 * The event as an iCalendar file for the confirmation mail. Times are floating local times: the fair happens in
 * Germany, and a pupil's phone shows it at the printed hour. Without a start time it is an all-day entry.
 */
export function eventCalendarFile(event: CalendarEventSource, eventUrl: string): string {
  const [year, month, day] = dateParts(event.eventDate);
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1));
  const timing = event.startTime
    ? {
        start: withTime(event.eventDate, event.startTime),
        ...(event.endTime ? { end: withTime(event.eventDate, event.endTime) } : { duration: { hours: 4 } }),
      }
    : {
        start: [year, month, day] as DateArray,
        end: [nextDay.getUTCFullYear(), nextDay.getUTCMonth() + 1, nextDay.getUTCDate()] as DateArray,
      };
  const { error, value } = createEvent({
    ...timing,
    startInputType: 'local',
    startOutputType: 'local',
    endInputType: 'local',
    endOutputType: 'local',
    title: event.title,
    location: [event.location, event.address, [event.zip, event.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    url: eventUrl,
    uid: `${event.id}@praxisnah`,
    productId: 'praxisnah/events',
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('Calendar file could not be built');
  return value;
}

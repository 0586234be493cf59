import { eventCalendarFile } from './event-calendar';

const event = {
  id: '0f8e5c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
  title: 'Ausbildungsmesse Köln; Tag 1',
  eventDate: '2027-03-12',
  startTime: '09:30',
  endTime: '15:00',
  location: 'Messehalle 3',
  address: 'Messeplatz 1',
  zip: '50679',
  city: 'Köln',
};

describe('eventCalendarFile', () => {
  it('writes the printed local hours, the place and a stable uid', () => {
    const ics = eventCalendarFile(event, 'https://praxisnah.test/events/x');
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('DTSTART:20270312T093000');
    expect(unfolded).toContain('DTEND:20270312T150000');
    expect(unfolded).not.toMatch(/DTSTART:\S+Z/);
    expect(unfolded).toContain('SUMMARY:Ausbildungsmesse Köln\\; Tag 1');
    expect(unfolded).toContain('LOCATION:Messehalle 3\\, Messeplatz 1\\, 50679 Köln');
    expect(unfolded).toContain(`UID:${event.id}@praxisnah`);
  });

  it('makes an all-day entry when the event has no start time', () => {
    const unfolded = eventCalendarFile({ ...event, eventDate: '2027-12-31', startTime: null, endTime: null }, 'https://x.test').replace(
      /\r\n[ \t]/g,
      '',
    );
    expect(unfolded).toMatch(/DTSTART;VALUE=DATE:20271231/);
    expect(unfolded).toMatch(/DTEND;VALUE=DATE:20280101/);
  });
});

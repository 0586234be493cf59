import { freePlaces, isUpcoming } from './event-status';

describe('event status and free places (product.md sections 4 and 5)', () => {
  const now = new Date('2026-03-10T12:00:00');

  it('is upcoming from today on, past before', () => {
    expect(isUpcoming({ eventDate: '2026-03-10' }, now)).toBe(true);
    expect(isUpcoming({ eventDate: '2026-04-01' }, now)).toBe(true);
    expect(isUpcoming({ eventDate: '2026-03-09' }, now)).toBe(false);
  });

  it('shows free places only when registration is required and maxParticipants is above 0', () => {
    expect(freePlaces({ registrationRequired: true, maxParticipants: 50, registrationCount: 47 })).toBe(3);
    expect(freePlaces({ registrationRequired: true, maxParticipants: 0, registrationCount: 0 })).toBeNull();
    expect(freePlaces({ registrationRequired: false, maxParticipants: 50, registrationCount: 0 })).toBeNull();
    expect(freePlaces({ registrationRequired: true, maxParticipants: null, registrationCount: 0 })).toBeNull();
    expect(freePlaces({ registrationRequired: true, maxParticipants: 10, registrationCount: 12 })).toBe(0);
  });
});

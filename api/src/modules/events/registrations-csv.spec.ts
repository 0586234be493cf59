import type { ManagedRegistration } from '@praxisnah/contracts';
import { registrationsCsv } from './registrations-csv';

const registration = (overrides: Partial<ManagedRegistration>): ManagedRegistration => ({
  id: 'r1',
  kind: 'person',
  name: 'Jörg Übermuth',
  email: 'joerg@example.de',
  school: 'Gesamtschule "Am Rhein"; Köln',
  classLevel: '9',
  interests: ['it_kommunikation'],
  seats: 1,
  status: 'registered',
  waitingPosition: null,
  checkedInAt: null,
  createdAt: '2026-11-20T09:15:00.000Z',
  ...overrides,
});

describe('registrationsCsv', () => {
  const csv = registrationsCsv(
    [registration({}), registration({ name: '=HYPERLINK("x")', status: 'waiting', waitingPosition: 1, kind: 'class', seats: 24 })],
    (key) => (key === 'it_kommunikation' ? 'IT & Kommunikation' : key),
  );
  const lines = csv.slice(1).split('\r\n');

  it('starts with a byte order mark and separates with semicolons', () => {
    expect(csv.startsWith('\uFEFFStatus;Wartelisten-Platz;Art;Name;E-Mail')).toBe(true);
    expect(lines[1]).toBe(
      'Angemeldet;;Einzelperson;Jörg Übermuth;joerg@example.de;"Gesamtschule ""Am Rhein""; Köln";Klasse 9;1;IT & Kommunikation;20.11.2026, 10:15;',
    );
  });

  it('defuses formulas and labels the waiting list and classes', () => {
    expect(lines[2]).toMatch(/^Warteliste;1;Schulklasse;"'=HYPERLINK\(""x""\)";/);
    expect(lines[2]).toContain(';24;');
  });
});

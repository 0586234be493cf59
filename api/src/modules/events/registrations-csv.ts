import { CLASS_LEVEL_LABELS, type ClassLevel, type ManagedRegistration } from '@praxisnah/contracts';

const STATUS_LABELS: Record<ManagedRegistration['status'], string> = {
  registered: 'Angemeldet',
  waiting: 'Warteliste',
  cancelled: 'Storniert',
};

/**
 * A cell as German Excel reads it: semicolon-separated, quoted when needed. A leading = + - @ would make Excel run a
 * formula from a registrant's input, so such cells get an apostrophe first.
 */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One formatter for every row: building one costs about 1 ms, and an export has thousands of rows. */
const GERMAN_DATE_TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

function germanDateTime(iso: string | null): string {
  return iso ? GERMAN_DATE_TIME.format(new Date(iso)) : '';
}

/** UTF-8 with a byte order mark and CRLF line ends, so Excel opens umlauts and columns correctly on a double-click. */
export function registrationsCsv(registrations: ManagedRegistration[], sectorLabel: (key: string) => string): string {
  const header = [
    'Status',
    'Wartelisten-Platz',
    'Art',
    'Name',
    'E-Mail',
    'Schule',
    'Klassenstufe',
    'Personen',
    'Interessen',
    'Angemeldet am',
    'Eingecheckt am',
  ];
  const rows = registrations.map((registration) => [
    STATUS_LABELS[registration.status],
    registration.waitingPosition,
    registration.kind === 'class' ? 'Schulklasse' : 'Einzelperson',
    registration.name,
    registration.email,
    registration.school,
    registration.classLevel ? (CLASS_LEVEL_LABELS[registration.classLevel as ClassLevel] ?? registration.classLevel) : null,
    registration.seats,
    registration.interests.map(sectorLabel).join(', '),
    germanDateTime(registration.createdAt),
    germanDateTime(registration.checkedInAt),
  ]);
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}

const DATE_TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
const DATE = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' });

/** "26.11.2026, 09:30" in German time, for the audit log and moderation notes. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** "26.11.2026" for a YYYY-MM-DD event date. */
export const formatDay = (day: string) => DATE.format(new Date(`${day}T12:00:00Z`));

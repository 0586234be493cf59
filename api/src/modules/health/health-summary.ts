/** What each failing check means for the people using the platform, without naming hosts, ports or software. */
const CONSEQUENCES: Record<string, string> = {
  postgres: 'Daten können gerade weder gelesen noch gespeichert werden.',
  redis: 'Änderungen werden gespeichert, erscheinen aber verzögert in der Suche.',
  queues: 'Änderungen werden gespeichert, erscheinen aber verzögert in der Suche.',
  meilisearch: 'Die Suche ist gerade nicht erreichbar.',
  workers: 'Die Hintergrundverarbeitung läuft nicht: neue und geänderte Einträge erscheinen nicht in der Suche.',
  outbox: 'Änderungen warten ungewöhnlich lange darauf, in der Suche zu erscheinen.',
};

/** The German one-paragraph summary of a 503 from /api/health. */
export function healthSummary(failing: readonly string[]): string {
  const consequences = [...new Set(failing.map((key) => CONSEQUENCES[key] ?? 'Ein Teil der Plattform antwortet nicht.'))];
  return ['Praxisnah ist gerade eingeschränkt.', ...consequences].join(' ');
}

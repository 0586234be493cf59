/*
 * Class levels without zod, so the registration form and the labels section of the catalogue can read them without
 * loading the schema library; event-registration.schema.ts builds its enum from them.
 */

/** Class levels a pupil can pick; free text would invite names and other data we do not need (many are minors). */
export const CLASS_LEVELS = ['7', '8', '9', '10', '11', '12', '13', 'berufsschule', 'abschluss'] as const;
export type ClassLevel = (typeof CLASS_LEVELS)[number];
export const CLASS_LEVEL_LABELS: Record<ClassLevel, string> = {
  '7': 'Klasse 7',
  '8': 'Klasse 8',
  '9': 'Klasse 9',
  '10': 'Klasse 10',
  '11': 'Klasse 11',
  '12': 'Klasse 12',
  '13': 'Klasse 13',
  berufsschule: 'Berufsschule',
  abschluss: 'Schule abgeschlossen',
};

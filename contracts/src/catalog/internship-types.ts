export const INTERNSHIP_TYPES = [
  { key: 'schuelerpraktikum', label: 'Schülerpraktikum' },
  { key: 'pflichtpraktikum', label: 'Pflichtpraktikum' },
  { key: 'freiwilliges_praktikum', label: 'Freiwilliges Praktikum' },
  { key: 'orientierungspraktikum', label: 'Orientierungspraktikum' },
  { key: 'ferienpraktikum', label: 'Ferienpraktikum' },
  { key: 'praxissemester', label: 'Praxissemester' },
  { key: 'schnupperpraktikum', label: 'Schnupperpraktikum' },
  { key: 'ausbildung', label: 'Ausbildungsplatz' },
] as const;

export type InternshipTypeKey = (typeof INTERNSHIP_TYPES)[number]['key'];
export const INTERNSHIP_TYPE_KEYS = INTERNSHIP_TYPES.map((type) => type.key) as [InternshipTypeKey, ...InternshipTypeKey[]];
export const AUSBILDUNG_TYPE_KEY = 'ausbildung' satisfies InternshipTypeKey;

/** product.md section 5: the type list offered to visitors excludes the Ausbildung key and any label naming an Ausbildungsplatz. */
export function isSelectableInternshipType(type: { key: string; label: string }): boolean {
  return type.key !== AUSBILDUNG_TYPE_KEY && !type.label.toLowerCase().includes('ausbildungsplatz');
}

/**
 * The location as the search URL and the location field write it: "Köln (25 km Umkreis)", a place and the radius
 * searched around it. Written by the browser, read by the browser and the API; one format, one parser.
 */
const RADIUS_SUFFIX = /\s*\(\s*(\d+(?:[.,]\d+)?)\s*km(?:\s+umkreis)?\s*\)\s*$/i;

export function formatLocationText(place: string, radiusKm: number): string {
  return `${place.trim()} (${radiusKm} km Umkreis)`;
}

/** "Köln (25 km Umkreis)" → { place: 'Köln', radiusKm: 25 }; "(2,5 km)" reads too; a plain place has no radius. */
export function parseLocationText(text: string): { place: string; radiusKm?: number } {
  const match = RADIUS_SUFFIX.exec(text);
  if (!match) return { place: text.trim() };
  return { place: text.slice(0, match.index).trim(), radiusKm: Number(match[1]!.replace(',', '.')) };
}

/** Splits a location text like "Köln (25 km Umkreis)" into the place and the radius it names. */
export function parseLocationText(text: string): { place: string; radiusKm?: number } {
  const match = text.match(/\(\s*(\d+(?:[.,]\d+)?)\s*km(?:\s+umkreis)?\s*\)/i);
  if (!match) return { place: text.trim() };
  return { place: text.replace(match[0], '').trim(), radiusKm: Number(match[1]!.replace(',', '.')) };
}

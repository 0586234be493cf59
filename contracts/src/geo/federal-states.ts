import { germanVariants } from '../search/german-text';

/**
 * The Länder as young people type them ("Ausbildung Bayern", "Praktikum NRW"), by the names the postcode list gives
 * them (postcode_states, and each listing document's `state`). Berlin, Hamburg and Bremen are left to the gazetteer:
 * whoever types them means the city, searched as a circle. "Brandenburg" alone is the Land; the city is "Brandenburg
 * an der Havel". Two-letter codes ("BW", "SH") are left out: they are abbreviations of other things as well.
 */
const FEDERAL_STATES: Readonly<Record<string, readonly string[]>> = {
  'Baden-Württemberg': ['BaWü', 'Ba-Wü'],
  Bayern: ['Freistaat Bayern', 'Bavaria'],
  Brandenburg: [],
  Hessen: [],
  'Mecklenburg-Vorpommern': ['Meck-Pomm', 'MeckPomm'],
  Niedersachsen: [],
  'Nordrhein-Westfalen': ['NRW'],
  'Rheinland-Pfalz': ['RLP'],
  Saarland: [],
  Sachsen: ['Freistaat Sachsen'],
  'Sachsen-Anhalt': [],
  'Schleswig-Holstein': [],
  Thüringen: ['Freistaat Thüringen'],
};

/**
 * Lower case without accents, a hyphen as a space ("Sachsen Anhalt"), in every spelling germanVariants gives
 * ("Thueringen" = "Thüringen").
 */
const keysOf = (text: string) => germanVariants(text.replace(/[^\p{L}\d]+/gu, ' ').trim());

const STATE_BY_KEY = new Map(
  Object.entries(FEDERAL_STATES).flatMap(([state, others]) =>
    [state, ...others].flatMap((name) => keysOf(name).map((key) => [key, state] as const)),
  ),
);

/** The Land a text names as a whole ("nrw", "Baden-Württemberg"), or null. */
export function federalStateNamed(text: string): string | null {
  for (const key of keysOf(text)) {
    const state = STATE_BY_KEY.get(key);
    if (state) return state;
  }
  return null;
}

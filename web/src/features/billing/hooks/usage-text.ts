export interface UsageNoun {
  one: string;
  many: string;
  /** After "von": "2 von 10 aktiven Anzeigen". */
  ofMany: string;
}

export const LISTINGS: UsageNoun = { one: 'aktive Anzeige', many: 'aktive Anzeigen', ofMany: 'aktiven Anzeigen' };
export const EVENTS: UsageNoun = { one: 'veröffentlichtes Event', many: 'veröffentlichte Events', ofMany: 'veröffentlichten Events' };

/** "2 von 10 aktiven Anzeigen"; without a limit "3 aktive Anzeigen (unbegrenzt)". */
export function usageText(used: number, limit: number | null, noun: UsageNoun): string {
  if (limit === null) return `${used} ${used === 1 ? noun.one : noun.many} (unbegrenzt)`;
  return `${used} von ${limit} ${noun.ofMany}`;
}

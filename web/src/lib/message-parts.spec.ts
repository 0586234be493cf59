import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BILLING_MESSAGES } from '@praxisnah/contracts/messages/billing';
import { COMPANIES_MESSAGES } from '@praxisnah/contracts/messages/companies';
import { EVENTS_MESSAGES } from '@praxisnah/contracts/messages/events';
import { OPERATORS_MESSAGES } from '@praxisnah/contracts/messages/operators';

/** The catalogue parts outside the first download (web/src/lib/messages.ts), by the name of their module in ./message-parts. */
const PARTS: Record<string, readonly string[]> = {
  billing: Object.keys(BILLING_MESSAGES),
  companies: Object.keys(COMPANIES_MESSAGES),
  events: Object.keys(EVENTS_MESSAGES),
  operators: Object.keys(OPERATORS_MESSAGES),
};

const SRC = join(__dirname, '..');

/**
 * The parts whose keys `source` names: as a quoted key, or as the start of a template literal that completes one
 * (`events.status.${status}`), which counts every part holding a key with that start.
 */
function partsNamedIn(source: string): string[] {
  const keys = [...source.matchAll(/['"`]([a-zA-Z]+\.[a-zA-Z0-9_.]+)['"`]/g)].map((match) => match[1]!);
  const prefixes = [...source.matchAll(/`([a-zA-Z]+\.[a-zA-Z0-9_.]*)\$\{/g)].map((match) => match[1]!);
  return Object.keys(PARTS).filter((part) =>
    PARTS[part]!.some((key) => keys.includes(key) || prefixes.some((prefix) => key.startsWith(prefix))),
  );
}

const importsPart = (source: string, part: string) =>
  source.includes(`import '@/lib/message-parts/${part}';`) || source.includes(`import './message-parts/${part}';`);

describe('message catalogue parts', () => {
  it('are imported by every module that names one of their keys, so the texts are there when it renders', () => {
    const missing: string[] = [];
    for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.spec\.tsx?$/.test(file) || file.startsWith(join('lib', 'message-parts'))) continue;
      const source = readFileSync(join(SRC, file), 'utf8');
      for (const part of partsNamedIn(source)) if (!importsPart(source, part)) missing.push(`${file}: ${part}`);
    }
    expect(missing).toEqual([]);
  });

  it('sees quoted keys and the start of templated ones', () => {
    expect(partsNamedIn(`t('${PARTS.billing![0]}')`)).toEqual(['billing']);
    expect(partsNamedIn('t(`events.${kind}`)')).toContain('events');
    expect(partsNamedIn(`t('nav.search')`)).toEqual([]);
  });
});

import { MESSAGE_KEYS, WEB_MESSAGES, type MessageEntry } from '@praxisnah/contracts';
import { filterMessages, pageOf, sectionsOf } from './message-filter';

const entry = (key: string, override: string | null = null): MessageEntry => ({
  key,
  defaultText: WEB_MESSAGES[key as keyof typeof WEB_MESSAGES] ?? key,
  override,
  updatedAt: null,
  updatedBy: null,
});
const catalogue = MESSAGE_KEYS.map((key) => entry(key, key === 'operators.regions.title' ? 'Regionen und Bewerbungen' : null));
const all = { section: '', words: '', changedOnly: false };

describe('the filter of /admin-message-translations', () => {
  it('narrows the whole catalogue to one area by the first part of the key', () => {
    const operators = filterMessages(catalogue, { ...all, section: 'operators' });
    expect(operators.length).toBeGreaterThan(100);
    expect(operators.every((row) => row.key.startsWith('operators.'))).toBe(true);
    expect(filterMessages(catalogue, { ...all, section: 'nav' }).some((row) => row.key.startsWith('operators.'))).toBe(false);
  });

  it('finds a text by words of its key, its default or its override', () => {
    expect(filterMessages(catalogue, { ...all, words: 'desk.admintitle' }).map((row) => row.key)).toEqual(['operators.desk.adminTitle']);
    expect(filterMessages(catalogue, { ...all, words: 'dafür fehlt ihnen' }).map((row) => row.key)).toEqual([
      'operators.area.forbiddenHeading',
    ]);
    expect(filterMessages(catalogue, { ...all, words: 'regionen und bewerbungen' }).map((row) => row.key)).toEqual([
      'operators.regions.title',
    ]);
  });

  it('shows only the changed texts when asked', () => {
    expect(filterMessages(catalogue, { ...all, changedOnly: true }).map((row) => row.key)).toEqual(['operators.regions.title']);
  });

  it('counts each area once, alphabetically, and the counts add up to the catalogue', () => {
    const sections = sectionsOf(catalogue);
    expect(sections.map((row) => row.section)).toEqual([...sections.map((row) => row.section)].sort((a, b) => a.localeCompare(b)));
    expect(sections.reduce((sum, row) => sum + row.count, 0)).toBe(catalogue.length);
  });

  it('pages a list of 1,500 texts and keeps a page past the end on the last one', () => {
    const many = Array.from({ length: 1500 }, (_, index) => index);
    expect(pageOf(many, 1, 25)).toEqual({ rows: many.slice(0, 25), page: 1, last: 60 });
    expect(pageOf(many, 60, 25).rows).toEqual(many.slice(1475));
    expect(pageOf(many.slice(0, 30), 60, 25)).toEqual({ rows: many.slice(25, 30), page: 2, last: 2 });
    expect(pageOf([], 3, 25)).toEqual({ rows: [], page: 1, last: 0 });
  });
});

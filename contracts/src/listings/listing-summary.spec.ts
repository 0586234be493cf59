import { LISTING_SUMMARY_MAX_LENGTH, summarizeDescription } from './listing-summary';

describe('summarizeDescription', () => {
  it('keeps a short first paragraph as it is, on one line', () => {
    const description = 'Du lernst die Werkstatt kennen\nund hilfst im Team.\n\nAufgaben:\n- Reifen wechseln';
    expect(summarizeDescription(description)).toBe('Du lernst die Werkstatt kennen und hilfst im Team.');
  });

  it('cuts a long first paragraph at a word boundary and marks the cut', () => {
    const sentence = 'Bei uns wechselst du Reifen, liest Fehlerspeicher aus und lernst die Werkstatt kennen. ';
    const summary = summarizeDescription(sentence.repeat(5));
    expect(summary.length).toBeLessThanOrEqual(LISTING_SUMMARY_MAX_LENGTH);
    expect(summary).toMatch(/[a-zäöüß]…$/);
    expect(sentence.repeat(5)).toContain(summary.slice(0, -1));
  });

  it('cuts inside a word only when there is no space to cut at', () => {
    expect(summarizeDescription('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});

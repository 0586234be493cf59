import { withKeptNotes } from './kept-notes';

const lines = (...blocks: string[][]) => blocks.flat().join('\n');
const title = ['# Benchmark results', ''];
const handWrittenSearchNote = ['### API vs Meilisearch, a note', '', 'measured by hand', ''];
const designNotKept = ['### A design not kept', '', 'its numbers', ''];
const searchBefore = ['## 2. Search', '', 'old summary', '', '### Concurrency 1', '', 'old table', ''];
const searchNow = ['## 2. Search', '', 'new summary', '', '### Concurrency 1', '', 'new table', ''];
const freshnessNow = ['## 3. Freshness', '', 'new freshness', ''];

const previous = lines(title, searchBefore, handWrittenSearchNote, ['## 3. Freshness', ''], designNotKept);
const rendered = lines(title, searchNow, freshnessNow);

describe('a benchmark run rewriting RESULTS.md', () => {
  it('replaces what it renders and keeps the notes written by hand in the section they stood in', () => {
    expect(withKeptNotes(rendered, previous)).toBe(lines(title, searchNow, handWrittenSearchNote, freshnessNow, designNotKept));
  });

  it('carries a section the run did not reach over whole, notes included', () => {
    const stoppedEarly = lines(title, searchNow);
    expect(withKeptNotes(stoppedEarly, previous)).toBe(
      lines(title, searchNow, handWrittenSearchNote, ['## 3. Freshness', ''], designNotKept),
    );
  });

  it('writes the rendering as it is when there is no previous file', () => {
    expect(withKeptNotes(rendered, null)).toBe(rendered);
  });
});

/**
 * RESULTS.md holds two kinds of text: what bench/run.ts renders from a run, and dated notes written by hand beside it
 * (experiments, before-and-after runs of one change). A run rewrites the first; the notes are the only record of
 * designs that were measured and not kept, so they survive it: every `### ` subsection of the previous file that the
 * new rendering lacks is appended, in its old order, to the end of the `## ` section it stood in. A section the new
 * rendering lacks (a run stopped before that phase) is carried over whole, so an aborted run loses no note; the next
 * complete run replaces its measured subsections again.
 */

interface Section {
  heading: string;
  /** Lines before the first subsection, heading included. */
  head: string[];
  subsections: { heading: string; lines: string[] }[];
}

/** The document's `## ` sections (the text before the first is a section with an empty heading). */
function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [{ heading: '', head: [], subsections: [] }];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) sections.push({ heading: line, head: [line], subsections: [] });
    else if (line.startsWith('### ')) sections.at(-1)!.subsections.push({ heading: line, lines: [line] });
    else {
      const section = sections.at(-1)!;
      (section.subsections.at(-1)?.lines ?? section.head).push(line);
    }
  }
  return sections;
}

/** The new rendering with the previous file's hand-written subsections carried over. */
export function withKeptNotes(rendered: string, previous: string | null): string {
  if (!previous) return rendered;
  const old = new Map(sectionsOf(previous).map((section) => [section.heading, section]));
  const sections = sectionsOf(rendered);
  const renderedHeadings = new Set(sections.map(({ heading }) => heading));
  const missing = [...old.values()].filter(({ heading, subsections }) => subsections.length && !renderedHeadings.has(heading));
  const kept = sections.map((section) => {
    const generated = new Set(section.subsections.map(({ heading }) => heading));
    const notes = (old.get(section.heading)?.subsections ?? []).filter(({ heading }) => !generated.has(heading));
    return [...section.head, ...section.subsections.flatMap(({ lines }) => lines), ...notes.flatMap(({ lines }) => lines)];
  });
  const carried = missing.map((section) => [...section.head, ...section.subsections.flatMap(({ lines }) => lines)]);
  return [...kept, ...carried].map((lines) => withBlankEnd(lines).join('\n')).join('\n');
}

const withBlankEnd = (lines: readonly string[]) => (lines.at(-1) === '' ? lines : [...lines, '']);

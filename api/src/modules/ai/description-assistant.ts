import type { ImproveDescriptionRequest, ImproveDescriptionResponse, MissingFact, ReadabilityLabel } from '@praxisnah/contracts';

/**
 * The offline 'Beschreibung verbessern' assistant: pure functions, no network. It only suggests — a clearer title,
 * the text sorted into Aufgaben / Anforderungen / Wir bieten, facts that are missing and a readability score — and
 * keeps every sentence of the original in its draft, so nothing is dropped or rewritten behind the user's back.
 */

export type SectionKey = 'aufgaben' | 'anforderungen' | 'wirBieten';
type Slot = SectionKey | 'intro';

// ——— Title ———

const GENDER_TAG =
  /\(\s*[mwdfxi]\s*(?:\/\s*[mwdfxi]\s*){1,3}\)|(?:^|\s)[mwd]\s*\/\s*[mwd]\s*\/\s*[mwd](?:\s|$)|\(\s*(?:all genders|alle geschlechter|gn\*?)\s*\)|\*in\b|:in\b/i;

/** The title with '(m/w/d)' appended unless it already addresses all genders in a usual way. */
export function suggestTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  return GENDER_TAG.test(clean) ? clean : `${clean} (m/w/d)`;
}

// ——— Sentences, words, syllables ———

const ABBREVIATIONS = new Set(
  [
    'z',
    'b',
    'bzw',
    'ca',
    'ggf',
    'inkl',
    'evtl',
    'usw',
    'etc',
    'u',
    'a',
    'd',
    'h',
    'nr',
    'str',
    'dr',
    'hr',
    'fr',
    'tel',
    'mo',
    'di',
    'mi',
    'do',
    'sa',
    'so',
    'vgl',
    'max',
    'min',
    'std',
    'mind',
    'gem',
    'zzgl',
    'abs',
    'bspw',
    'o',
    'ä',
    's',
  ].map((word) => word.toLowerCase()),
);
const BULLET = /^\s*(?:[-–—•*·▪►✓✔]|\d{1,2}[.)])\s+/;

/** Splits running text into sentences, not after abbreviations like 'z. B.', 'ca.' or ordinals like '1.'. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?…]+["“”»)]?\s+/g;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const before = text.slice(start, match.index);
    const lastWord = /([\p{L}\p{N}]+)$/u.exec(before)?.[1] ?? '';
    const next = text.charAt(match.index + match[0].length);
    const isAbbreviation = match[0].startsWith('.') && (ABBREVIATIONS.has(lastWord.toLowerCase()) || /^\d+$/.test(lastWord));
    if (isAbbreviation || !/[\p{Lu}\p{N}„"»(]/u.test(next)) continue;
    sentences.push(text.slice(start, match.index + match[0].trimEnd().length).trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences.filter(Boolean);
}

export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Syllables by German vowel groups (a, e, i, o, u, y, ä, ö, ü; 'ei', 'au', 'ie' … count once); at least one. */
export function countSyllables(word: string): number {
  return Math.max(1, (word.toLowerCase().match(/[aeiouyäöü]+/g) ?? []).length);
}

// ——— Readability (Flesch-Amstad) ———

const LABELS: [min: number, label: ReadabilityLabel][] = [
  [90, 'sehr leicht'],
  [80, 'leicht'],
  [70, 'mittelleicht'],
  [60, 'mittel'],
  [50, 'mittelschwer'],
  [30, 'schwer'],
  [Number.NEGATIVE_INFINITY, 'sehr schwer'],
];

export function readabilityLabel(score: number): ReadabilityLabel {
  return LABELS.find(([min]) => score >= min)![1];
}

/** Flesch-Amstad: 180 − ASL − 58.5 × ASW (words per sentence, syllables per word), clamped to 0–100. */
export function fleschAmstad(text: string): { score: number; label: ReadabilityLabel } {
  const sentences = textUnits(text).flatMap((unit) => (unit.bullet ? [unit.text] : splitSentences(unit.text)));
  const allWords = sentences.flatMap(words);
  if (allWords.length === 0) return { score: 0, label: 'sehr schwer' };
  const asl = allWords.length / Math.max(1, sentences.length);
  const asw = allWords.reduce((sum, word) => sum + countSyllables(word), 0) / allWords.length;
  const score = Math.round(Math.min(100, Math.max(0, 180 - asl - 58.5 * asw)));
  return { score, label: readabilityLabel(score) };
}

// ——— Sections ———

const HEADINGS: [Slot, RegExp][] = [
  [
    'wirBieten',
    /^(?:wir bieten|was wir (?:dir |ihnen )?bieten|das bieten wir|unser angebot|(?:deine|ihre) vorteile|vorteile|benefits|darauf (?:kannst du dich|können sie sich) freuen|warum (?:wir|zu uns)|das erwartet (?:dich|sie) bei uns)\b/i,
  ],
  [
    'anforderungen',
    /^(?:anforderungen|voraussetzungen|(?:dein|ihr) profil|profil|das bringst du mit|was du mitbringst|das bringen sie mit|was sie mitbringen|das solltest du mitbringen|wir erwarten|was wir erwarten|qualifikationen?|wen wir suchen)\b/i,
  ],
  [
    'aufgaben',
    /^(?:(?:deine|ihre|die) )?(?:aufgaben|tätigkeiten|aufgabengebiet|aufgabenbereich|einsatzbereich)\b|^(?:das|was) erwartet (?:dich|sie)\b|^was (?:dich|sie) erwartet\b|^was du (?:bei uns )?(?:machst|lernst)\b|^(?:dein|ihr) (?:job|einsatz|alltag)\b|^ausbildungsinhalte\b|^inhalte\b/i,
  ],
  ['intro', /^(?:über uns|wer wir sind|das sind wir|unternehmen|zum unternehmen|kontakt|bewerbung|so bewirbst du dich|interesse)\b/i],
];

// JavaScript's \b ignores umlauts, so cue words start after "no letter or digit" instead.
const CUES: Record<SectionKey, RegExp> = {
  wirBieten:
    /(?<![\p{L}\p{N}])(?:wir bieten|bieten (?:wir )?(?:dir|ihnen|euch)|bei uns (?:bekommst|erhältst|erwartet)|(?:du|sie) (?:bekommst|erhältst|bekommen|erhalten) (?:eine?n? )?(?:vergütung|gehalt|zuschuss|übernahme|urlaub)|vergütung|urlaubstage|übernahme|weiterbildung|fortbildung|zuschuss|mitarbeiterrabatt|betriebliche|jobticket|deutschlandticket|kantine|flexible arbeitszeit|home-?office|familiär|arbeitsklima|obst|getränke|kostenlos|prämie|zukunftssicher|karrierechancen|entwicklungsmöglichkeiten)/giu,
  anforderungen:
    /(?<![\p{L}\p{N}])(?:du (?:bringst|hast|bist|verfügst|besitzt|solltest)|sie (?:bringen|haben|sind|verfügen|sollten)|mitbringen|mitbringst|voraussetzung|kenntnisse|schulabschluss|abschluss|abitur|realschul|hauptschul|interesse (?:an|für)|erfahrung|führerschein|zuverlässig|teamfähig|motiviert|motivation|sorgfältig|belastbar|freude an|spaß an|wünschenswert|idealerweise|von vorteil|gute noten|handwerkliches geschick|geschick|neugier|lernbereit)/giu,
  aufgaben:
    /(?<![\p{L}\p{N}])(?:du (?:lernst|unterstützt|hilfst|arbeitest|übernimmst|erstellst|betreust|wirkst|begleitest|schaust|packst|kümmerst|planst|führst|montierst|wartest|reparierst|programmierst|berätst|misst|prüfst|baust|durchläufst|erlebst)|sie (?:unterstützen|übernehmen|betreuen|arbeiten|lernen|wirken)|einblicke?|mitarbeit(?!\p{L})|unterstützung (?:bei|des|der|von)|aufgaben?|tätigkeit|verantwortlich|zuständig|mitwirken|kennenlernen|kennen lernen|lernst|einsatz in)/giu,
};

/** A line of the text; bullet lines stay whole, others are later split into sentences. */
interface TextUnit {
  text: string;
  bullet: boolean;
}

function textUnits(text: string): TextUnit[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (BULLET.test(line) ? { text: line.replace(BULLET, '').trim(), bullet: true } : { text: line, bullet: false }))
    .filter((unit) => unit.text.length > 0);
}

function headingOf(line: string): Slot | undefined {
  const candidate = line.replace(/[:：]\s*$/, '').trim();
  const looksLikeHeading = line.trim().endsWith(':') || (candidate.length <= 40 && !/[.!?]$/.test(candidate));
  if (!looksLikeHeading || candidate.length > 60) return undefined;
  return HEADINGS.find(([, pattern]) => pattern.test(candidate))?.[0];
}

/** The section a sentence belongs to by its cue words; the most cues win, ties go Aufgaben → Anforderungen → Wir bieten. */
export function classifySentence(sentence: string): SectionKey | null {
  let best: SectionKey | null = null;
  let bestCount = 0;
  for (const key of ['aufgaben', 'anforderungen', 'wirBieten'] as const) {
    const count = sentence.match(CUES[key])?.length ?? 0;
    if (count > bestCount) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}

export interface ExtractedSections {
  intro: string[];
  aufgaben: string[];
  anforderungen: string[];
  wirBieten: string[];
}

/** Sorts every sentence or bullet into intro, Aufgaben, Anforderungen or Wir bieten; headings in the text lead. */
export function extractSections(description: string): ExtractedSections {
  const sections: ExtractedSections = { intro: [], aufgaben: [], anforderungen: [], wirBieten: [] };
  let current: Slot | null = null;
  for (const unit of textUnits(description)) {
    const heading = unit.bullet ? undefined : headingOf(unit.text);
    if (heading) {
      current = heading;
      // "Aufgaben: du lernst …" — a heading with text after the colon keeps that text.
      const rest = unit.text.replace(/^[^:]*:\s*/, '');
      if (rest && rest !== unit.text) sections[heading].push(rest);
      continue;
    }
    const pieces = unit.bullet ? [unit.text] : splitSentences(unit.text);
    for (const piece of pieces) {
      const slot: Slot = current && current !== 'intro' ? current : (classifySentence(piece) ?? 'intro');
      sections[slot].push(piece);
    }
  }
  return sections;
}

// ——— Missing facts ———

const FACT_PATTERNS: Record<MissingFact, RegExp[]> = {
  Dauer: [
    /\b\d+(?:[,.]\d+)?\s*(?:(?:-|–|bis)\s*\d+(?:[,.]\d+)?\s*)?(?:tage?n?|wochen?|monate?n?|jahre?n?)\b(?!\s*(?:urlaub|erfahrung|berufserfahrung))/i,
    /\b(?:ein|eine|einen|zwei|drei|vier|fünf|sechs|acht|zwölf|dreieinhalb|zweieinhalb)\s+(?:tage?n?|wochen?|monate?n?|jahre?n?)\b(?!\s*(?:urlaub|erfahrung))/i,
    /\b(?:dauer|dauert|zeitraum|laufzeit|halbjährig|ganzjährig|\d+-?(?:wöchig|monatig|jährig)|(?:zwei|drei|vier)jährig|vom\s+\d{1,2}\.\s*\d{1,2}\.)/i,
  ],
  Vergütung: [
    /(?:vergütung|vergütet|gehalt|lohn\b|entlohnung|entgelt|bezahlung|bezahlt|taschengeld|aufwandsentschädigung|tarif|unentgeltlich|unvergütet|mindestlohn)/i,
    /\d[\d.,]*\s*(?:€|euro\b|eur\b)|€\s*\d/i,
  ],
  Ansprechpartner: [
    /(?:ansprechpartner|ansprechperson|kontaktperson|kontakt\b|kontaktiere|telefon|tel\.|e-mail an|bewirb dich (?:bei|per|unter)|bewerbung (?:bitte )?(?:an|per|unter)|melde dich (?:bei|unter)|wende dich an|wenden sie sich an)/i,
    /\b(?:Frau|Herr|Hr\.|Fr\.)\s+[A-ZÄÖÜ][\p{L}-]+/u,
    /[\w.+-]+@[\w-]+\.[\w.-]+/,
  ],
  Arbeitszeiten: [
    /(?:arbeitszeit|vollzeit|teilzeit|gleitzeit|schichtdienst|schichtarbeit|wochenstunden|werktags|wochenende|montags? bis freitags?|mo\.?\s*(?:-|–|bis)\s*fr)/i,
    /\b\d{1,2}(?:[:.]\d{2})?\s*(?:uhr\b|(?:-|–|bis)\s*\d{1,2}(?:[:.]\d{2})?\s*uhr)/i,
    /\b\d+(?:[,.]\d+)?\s*(?:stunden|std\.?)(?:\s*(?:pro|\/|die|in der|am)\s*(?:woche|tag))?/i,
  ],
};

/** The facts of Dauer, Vergütung, Ansprechpartner and Arbeitszeiten that title and text do not mention. */
export function findMissingFacts(title: string, description: string): MissingFact[] {
  const text = `${title}\n${description}`;
  return (Object.keys(FACT_PATTERNS) as MissingFact[]).filter((fact) => !FACT_PATTERNS[fact].some((pattern) => pattern.test(text)));
}

// ——— The draft ———

/** 'Sie' when the text addresses the reader formally more often than with 'du'. */
export function usesFormalAddress(text: string): boolean {
  const formal = text.match(/\b(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer)\b/g)?.length ?? 0;
  const informal = text.match(/\b(?:du|dich|dir|dein|deine|deinen|deinem|deiner|euch|ihr seid)\b/gi)?.length ?? 0;
  return formal > informal;
}

const SECTION_HEADINGS: Record<SectionKey, { informal: string; formal: string }> = {
  aufgaben: { informal: 'Deine Aufgaben', formal: 'Ihre Aufgaben' },
  anforderungen: { informal: 'Das bringst du mit', formal: 'Das bringen Sie mit' },
  wirBieten: { informal: 'Das bieten wir dir', formal: 'Das bieten wir Ihnen' },
};

const FACT_HINTS: Record<MissingFact, { informal: string; formal: string }> = {
  Dauer: {
    informal: 'Nenne die Dauer (z. B. „3 Wochen“ oder „3 Jahre“).',
    formal: 'Nennen Sie die Dauer (z. B. „3 Wochen“ oder „3 Jahre“).',
  },
  Vergütung: {
    informal: 'Gib die Vergütung an (z. B. „1.000 € im 1. Ausbildungsjahr“ oder „unvergütet“).',
    formal: 'Geben Sie die Vergütung an (z. B. „1.000 € im 1. Ausbildungsjahr“ oder „unvergütet“).',
  },
  Ansprechpartner: {
    informal: 'Nenne eine Ansprechperson mit Kontaktweg (Name, E-Mail oder Telefon).',
    formal: 'Nennen Sie eine Ansprechperson mit Kontaktweg (Name, E-Mail oder Telefon).',
  },
  Arbeitszeiten: {
    informal: 'Beschreibe die Arbeitszeiten (z. B. „Mo–Fr, 8 bis 16 Uhr“).',
    formal: 'Beschreiben Sie die Arbeitszeiten (z. B. „Mo–Fr, 8 bis 16 Uhr“).',
  },
};

export function improveDescription(input: ImproveDescriptionRequest): Omit<ImproveDescriptionResponse, 'provider'> {
  const formal = usesFormalAddress(input.description);
  const tone = formal ? 'formal' : 'informal';
  const suggestedTitle = suggestTitle(input.title);
  const extracted = extractSections(input.description);
  const missingFacts = findMissingFacts(input.title, input.description);
  const readability = fleschAmstad(input.description);

  const blocks: string[] = [];
  if (extracted.intro.length) blocks.push(extracted.intro.join(' '));
  for (const key of ['aufgaben', 'anforderungen', 'wirBieten'] as const) {
    if (extracted[key].length) blocks.push([`${SECTION_HEADINGS[key][tone]}:`, ...extracted[key].map((line) => `- ${line}`)].join('\n'));
  }

  const hints: string[] = [];
  if (suggestedTitle !== input.title.replace(/\s+/g, ' ').trim())
    hints.push('Titel um „(m/w/d)“ ergänzt, damit sich alle angesprochen fühlen.');
  for (const key of ['aufgaben', 'anforderungen', 'wirBieten'] as const) {
    if (!extracted[key].length) hints.push(`Abschnitt „${SECTION_HEADINGS[key][tone]}“ fehlt noch.`);
  }
  for (const fact of missingFacts) {
    if (fact === 'Dauer' && input.isAusbildung)
      hints.push(formal ? 'Nennen Sie die Ausbildungsdauer (z. B. „3 Jahre“).' : 'Nenne die Ausbildungsdauer (z. B. „3 Jahre“).');
    else hints.push(FACT_HINTS[fact][tone]);
  }
  if (readability.score < 50) {
    hints.push(
      formal
        ? 'Der Text ist schwer lesbar: Kürzere Sätze und einfachere Wörter helfen Schülerinnen und Schülern.'
        : 'Der Text ist schwer lesbar: Kürzere Sätze und einfachere Wörter helfen.',
    );
  }

  return {
    suggestedTitle,
    sections: { aufgaben: extracted.aufgaben, anforderungen: extracted.anforderungen, wirBieten: extracted.wirBieten },
    missingFacts,
    readability,
    suggestedDescription: blocks.join('\n\n'),
    hints,
  };
}

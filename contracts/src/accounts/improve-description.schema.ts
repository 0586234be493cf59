import { z } from 'zod';
import { text } from '../common/text';
import { validationText } from '../messages/validation-text';

export const MISSING_FACTS = ['Dauer', 'Vergütung', 'Ansprechpartner', 'Arbeitszeiten'] as const;
export type MissingFact = (typeof MISSING_FACTS)[number];

export const READABILITY_LABELS = ['sehr leicht', 'leicht', 'mittelleicht', 'mittel', 'mittelschwer', 'schwer', 'sehr schwer'] as const;
export type ReadabilityLabel = (typeof READABILITY_LABELS)[number];

/** 'Beschreibung verbessern': the listing's title and text as the form holds them. */
export const improveDescriptionRequestSchema = z.object({
  title: text({ error: validationText('validation.assistant.titleRequired') })
    .trim()
    .min(3, { error: validationText('validation.common.titleTooShort') })
    .max(160, { error: validationText('validation.assistant.titleTooLong') }),
  description: text({ error: validationText('validation.assistant.descriptionRequired') })
    .trim()
    .min(20, { error: validationText('validation.common.descriptionTooShort') })
    .max(20000, { error: validationText('validation.assistant.descriptionTooLong') }),
  isAusbildung: z.boolean({ error: validationText('validation.common.isAusbildungBoolean') }).optional(),
});
export type ImproveDescriptionRequest = z.infer<typeof improveDescriptionRequestSchema>;

/** Suggestions only: the client shows them beside the original, which is never replaced without the user's choice. */
export const improveDescriptionResponseSchema = z.object({
  provider: z.string(),
  suggestedTitle: z.string(),
  sections: z.object({
    aufgaben: z.array(z.string()),
    anforderungen: z.array(z.string()),
    wirBieten: z.array(z.string()),
  }),
  missingFacts: z.array(z.enum(MISSING_FACTS)),
  readability: z.object({
    /** Flesch-Amstad, 0 (sehr schwer) to 100 (sehr leicht). */
    score: z.number(),
    label: z.enum(READABILITY_LABELS),
  }),
  suggestedDescription: z.string(),
  /** Short German tips explaining the suggestions. */
  hints: z.array(z.string()),
});
export type ImproveDescriptionResponse = z.infer<typeof improveDescriptionResponseSchema>;

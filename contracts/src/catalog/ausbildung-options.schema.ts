import { z } from 'zod';
import { text } from '../common/text';
import { validationText } from '../messages/validation-text';

/**
 * /admin-ausbildung-options: the values Ausbildung forms and filters offer. Degrees (Schulabschluss suggestions) and
 * Übernahmechancen are added, renamed, reordered and deactivated, never deleted (a listing may name one); starts are
 * computed from the calendar, and admins may add extra ones.
 */
export const AUSBILDUNG_OPTION_LISTS = ['abschluesse', 'uebernahme'] as const;
export type AusbildungOptionList = (typeof AUSBILDUNG_OPTION_LISTS)[number];

export interface AusbildungOptionView {
  key: string;
  label: string;
  active: boolean;
  /** Listings naming it: such a value can be deactivated, not removed. */
  usedBy: number;
}
export interface AusbildungStartView {
  value: string;
  label: string;
  /** Computed from the calendar (always offered) or added by an admin (removable while no listing names it). */
  computed: boolean;
  usedBy: number;
}
export interface AusbildungOptionsView {
  abschluesse: AusbildungOptionView[];
  uebernahme: AusbildungOptionView[];
  starts: AusbildungStartView[];
}

const label = text({ error: validationText('validation.catalog.labelRequired') })
  .trim()
  .min(2, { error: validationText('validation.catalog.labelTooShort') })
  .max(80, { error: validationText('validation.catalog.labelTooLong') });

export const addAusbildungOptionSchema = z.object({ label });
export type AddAusbildungOptionInput = z.infer<typeof addAusbildungOptionSchema>;

export const updateAusbildungOptionSchema = z
  .object({
    label: label.optional(),
    active: z.boolean({ error: validationText('validation.catalog.activeBoolean') }).optional(),
    /** The new place in the list, 0 first. */
    position: z
      .number({ error: validationText('validation.catalog.positionNumber') })
      .int()
      .min(0, { error: validationText('validation.catalog.positionNegative') })
      .optional(),
  })
  .refine((input) => input.label !== undefined || input.active !== undefined || input.position !== undefined, {
    error: validationText('validation.catalog.changeRequired'),
  });
export type UpdateAusbildungOptionInput = z.infer<typeof updateAusbildungOptionSchema>;

export const addAusbildungStartSchema = z.object({
  value: z
    .string({ error: validationText('validation.catalog.monthFormat') })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: validationText('validation.catalog.monthFormat') }),
});
export type AddAusbildungStartInput = z.infer<typeof addAusbildungStartSchema>;

/** A key for a new option from its label: "Sehr gute Chance" → "sehr_gute_chance". */
export function optionKeyOf(text: string): string {
  const key = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return key || 'option';
}

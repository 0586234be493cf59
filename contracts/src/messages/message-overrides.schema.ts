import { z } from 'zod';
import { text as personText } from '../common/text';
import { MESSAGE_TEXT_MAX } from './web-messages';
import { validationText } from './validation-text';

/** PUT /api/admin/messages/:key. */
export const saveMessageOverrideSchema = z.object({
  text: personText({ error: validationText('validation.message.textRequired') })
    .trim()
    .min(1, { error: validationText('validation.message.textBlank') })
    .max(MESSAGE_TEXT_MAX, { error: validationText('validation.message.textTooLong', { max: MESSAGE_TEXT_MAX }) }),
});
export type SaveMessageOverrideInput = z.infer<typeof saveMessageOverrideSchema>;

/** GET /api/messages: only the overridden texts; the client holds the defaults. */
export const messageOverridesSchema = z.object({ overrides: z.record(z.string(), z.string()) });
export type MessageOverrides = z.infer<typeof messageOverridesSchema>;

/** GET /api/admin/messages: every text with its default and override, for the admin screen. */
export const messageEntrySchema = z.object({
  key: z.string(),
  defaultText: z.string(),
  override: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type MessageEntry = z.infer<typeof messageEntrySchema>;

import { z } from 'zod';
import { text as personText } from '../common/text';
import { MESSAGE_TEXT_MAX } from './web-messages';

/** PUT /api/admin/messages/:key. */
export const saveMessageOverrideSchema = z.object({
  text: personText({ error: 'Bitte geben Sie einen Text ein.' })
    .trim()
    .min(1, { error: 'Bitte geben Sie einen Text ein. Zum Zurücksetzen auf den Standard nutzen Sie „Standard wiederherstellen“.' })
    .max(MESSAGE_TEXT_MAX, { error: `Der Text darf höchstens ${MESSAGE_TEXT_MAX} Zeichen haben.` }),
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

import { z } from 'zod';
import type { LocalText } from './local-texts.ts';

/**
 * A text with a version per language (local-texts.ts): English always there (`required`: not
 * empty), any other language optional, an empty one meaning "show the English".
 */
export function localText(max: number, message: string, required: boolean): z.ZodType<LocalText, LocalText> {
  const version = z.string({ error: message }).trim().max(max, message);
  const english = required ? version.min(1, message) : version;
  return z.object({
    en: english,
    fr: version.optional(),
    hi: version.optional(),
    bn: version.optional(),
    ne: version.optional(),
    ur: version.optional(),
  }, { error: message });
}

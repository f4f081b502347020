import { z } from 'zod';
import { NAME_MAX, NAME_MIN } from './limits.ts';
import { answerCount, answerFlag, answerList, answerObject, answerText } from './answers.ts';
import { SLIDER_MESSAGES as M } from './messages.ts';
import { isSafeSlideLink } from './slide-links.ts';

export const SLIDER_STATUSES = ['published', 'unpublished'] as const;
export const SliderStatusSchema = z.enum(SLIDER_STATUSES, { error: M.statusInvalid });
export type SliderStatus = z.infer<typeof SliderStatusSchema>;
export const SLIDER_STATUS_LABELS: Record<SliderStatus, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
};

export const SliderSchema = answerObject({
  _id: answerText(),
  thumbnail: answerText(),
  title: answerText(),
  image: answerText(),
  status: SliderStatusSchema,
  published: answerFlag(),
  shownOnNavbar: answerFlag(),
  link: answerText(),
  order: answerCount(),
});
export type Slider = z.infer<typeof SliderSchema>;
export const SliderListSchema = answerList(SliderSchema);

const thumbnail = z.string({ error: M.thumbnailLength }).trim().min(NAME_MIN, M.thumbnailLength).max(NAME_MAX, M.thumbnailLength);
const link = z
  .string({ error: M.linkInvalid })
  .trim()
  .max(500, M.linkInvalid)
  .refine(isSafeSlideLink, M.linkInvalid);
const content = z.string({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(500, M.contentRequired);

/**
 * A status as callers send it: the original client's `Published`/`Unpublished` in any letter case,
 * and its stored default `active` (which meant shown), all stored canonically.
 */
export const SliderStatusInputSchema = z
  .string({ error: M.statusInvalid })
  .trim()
  .toLowerCase()
  .transform((value) => (value === 'active' ? 'published' : value))
  .pipe(SliderStatusSchema);

const FLAG_WORDS: Readonly<Record<string, boolean>> = {
  true: true, yes: true, on: true, 1: true,
  false: false, no: false, off: false, 0: false,
};

/** A yes/no flag as forms send it: a boolean, or true/false, yes/no, on/off, 1/0 as text. */
const flag = z.union([z.boolean(), z.string(), z.number()], { error: M.flagInvalid }).transform((value, ctx) => {
  if (typeof value === 'boolean') return value;
  const word = FLAG_WORDS[String(value).trim().toLowerCase()];
  if (word === undefined) {
    ctx.addIssue({ code: 'custom', message: M.flagInvalid });
    return z.NEVER;
  }
  return word;
});

export const AddSliderSchema = z.object({
  thumbnail,
  title: content,
  status: SliderStatusInputSchema.default('unpublished'),
  link: link.default(''),
}, { error: M.slideForm });
export type AddSliderInput = z.input<typeof AddSliderSchema>;

export const UpdateSliderSchema = z.object({
  thumbnail: thumbnail.optional(),
  title: content.optional(),
  status: SliderStatusInputSchema.optional(),
  published: flag.optional(),
  shownOnNavbar: flag.optional(),
  link: link.optional(),
  order: z.number({ error: M.orderInvalid }).int(M.orderInvalid).min(0, M.orderInvalid).max(10_000, M.orderInvalid).optional(),
}, { error: M.slideForm });
export type UpdateSliderInput = z.infer<typeof UpdateSliderSchema>;

import { z } from 'zod';
import { NAME_MAX, NAME_MIN } from './limits.ts';
import { SLIDER_MESSAGES as M } from './messages.ts';
import { isSafeSlideLink } from './slide-links.ts';

export const SLIDER_STATUSES = ['published', 'unpublished'] as const;
export const SliderStatusSchema = z.enum(SLIDER_STATUSES);
export type SliderStatus = z.infer<typeof SliderStatusSchema>;
export const SLIDER_STATUS_LABELS: Record<SliderStatus, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
};

export const SliderSchema = z.object({
  _id: z.string(),
  thumbnail: z.string(),
  title: z.string(),
  image: z.string(),
  status: SliderStatusSchema,
  published: z.boolean(),
  shownOnNavbar: z.boolean(),
  link: z.string(),
  order: z.number().int(),
});
export type Slider = z.infer<typeof SliderSchema>;
export const SliderListSchema = z.array(SliderSchema);

const thumbnail = z.string({ error: M.thumbnailLength }).trim().min(NAME_MIN, M.thumbnailLength).max(NAME_MAX, M.thumbnailLength);
const link = z
  .string()
  .trim()
  .max(500, M.linkInvalid)
  .refine(isSafeSlideLink, M.linkInvalid);
const content = z.string({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(500, M.contentRequired);

export const AddSliderSchema = z.object({
  thumbnail,
  title: content,
  status: SliderStatusSchema.default('unpublished'),
  link: link.default(''),
});
export type AddSliderInput = z.input<typeof AddSliderSchema>;

export const UpdateSliderSchema = z.object({
  thumbnail: thumbnail.optional(),
  title: content.optional(),
  status: SliderStatusSchema.optional(),
  published: z.boolean().optional(),
  shownOnNavbar: z.boolean().optional(),
  link: link.optional(),
  order: z.number().int().min(0).max(10_000).optional(),
});
export type UpdateSliderInput = z.infer<typeof UpdateSliderSchema>;

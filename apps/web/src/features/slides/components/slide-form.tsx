import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MB,
  PAGES,
  SLIDE_IMAGE_MAX_BYTES,
  SLIDER_MESSAGES,
  SLIDER_STATUSES,
  UpdateSliderSchema,
  type SliderStatus,
} from '@visadesk/contract';
import { useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useContractForm } from '../../../lib/use-contract-form';
import type { SlideRejection } from '../api/slides';
import { SlideImagePreview } from './slide-image-preview';
import { SLIDE_STATUS_WORDS } from './slide-status-words';
import { inPageLanguage } from '../../../i18n/contract-texts';

/** The contract's slide rules, with title, content and status required on this form. */
const SlideTextSchema = UpdateSliderSchema.pick({ thumbnail: true, title: true, status: true, link: true }).required({
  thumbnail: true,
  title: true,
  status: true,
});

export interface SlideFormValues {
  thumbnail: string;
  title: string;
  status: SliderStatus;
  link: string;
  image?: FileList | undefined;
}

export interface SlideSubmission {
  thumbnail: string;
  title: string;
  status: SliderStatus;
  link: string;
  image: File | null;
}

/** Never shown: the form says its `failureMessage` instead. */
const REFUSED = 'The slide was refused.';

/** The server refused the slide; `errors` are its field messages, by field name. */
export class SlideRefused extends Error {
  readonly errors: Record<string, string> | undefined;

  constructor(rejection: SlideRejection | undefined) {
    super(REFUSED);
    this.errors = typeof rejection === 'object' ? rejection.errors : undefined;
  }
}

const statusOptions = (i18n: I18n) => SLIDER_STATUSES.map((value) => ({ value, label: i18n._(SLIDE_STATUS_WORDS[value]) }));
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The server decides from the bytes; checking here saves a slow upload that would be refused. */
function imageProblem(files: FileList | undefined, required: boolean): string | null {
  const image = files?.[0];
  if (!image) return required ? SLIDER_MESSAGES.imageRequired : null;
  if (!IMAGE_TYPES.includes(image.type)) return SLIDER_MESSAGES.invalidImageType;
  return image.size > SLIDE_IMAGE_MAX_BYTES ? SLIDER_MESSAGES.imageTooLarge : null;
}

/** Text fields by the contract's schema; the image (kept out of it) is checked here. */
function slideResolver(imageRequired: boolean): Resolver<SlideFormValues> {
  const validateText = zodResolver(SlideTextSchema) as unknown as Resolver<SlideFormValues>;
  return async (values, context, options) => {
    const result = await validateText(values, context, options);
    const problem = imageProblem(values.image, imageRequired);
    const errors = problem ? { ...result.errors, image: { type: 'validate', message: problem } } : result.errors;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    // The schema does not know the image, so it is put back beside the checked text.
    return { values: { ...(result.values as SlideFormValues), image: values.image }, errors: {} };
  };
}

interface SlideFormProps {
  defaultValues: Omit<SlideFormValues, 'image'>;
  imageRequired: boolean;
  currentImage?: string | undefined;
  submitLabel: string;
  /** The form's message when the slide is refused. */
  failureMessage: string;
  /** Throws SlideRefused when the server refused the slide. */
  onSubmit: (slide: SlideSubmission) => Promise<void>;
}

/** Shared by Add Slider and Edit Slider. */
export function SlideForm(props: SlideFormProps) {
  const { defaultValues, imageRequired, currentImage, submitLabel, failureMessage, onSubmit } = props;
  const { form, onSubmit: submit, failure, pending } = useContractForm<SlideFormValues, unknown, SlideFormValues>({
    resolver: slideResolver(imageRequired),
    defaultValues,
    send: ({ image, ...text }) => onSubmit({ ...text, image: image?.[0] ?? null }),
    failureMessage: () => failureMessage,
    fieldErrorsOf: (error) => (error instanceof SlideRefused ? error.errors : undefined),
  });
  const { register, control, formState: { errors } } = form;
  const chosen = useWatch({ control, name: 'image' })?.[0] ?? null;
  const { i18n, t } = useLingui();
  const maxMegabytes = SLIDE_IMAGE_MAX_BYTES / MB;
  // The checks' and the server's messages, in the page's language when they are the contract's.
  const shown = (message: string | undefined) => message && inPageLanguage(i18n, message);

  return (
    <form method="post" onSubmit={submit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
      <InputField label={t`Slide Title`} autoComplete="off" error={shown(errors.thumbnail?.message)} {...register('thumbnail')} />
      <TextAreaField label={t`Slide Content`} error={shown(errors.title?.message)} {...register('title')} />
      <SelectField label={t`Status`} options={statusOptions(i18n)} error={shown(errors.status?.message)} {...register('status')} />
      <InputField
        label={t`Link (optional)`}
        inputMode="url"
        hint={t`A full address starting with https://, or a page of this site starting with /.`}
        error={shown(errors.link?.message)}
        {...register('link')}
      />
      <InputField
        label={imageRequired ? t`Image` : t`Replace image (optional)`}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hint={t`JPEG, PNG or WebP, at most ${maxMegabytes} MB.`}
        error={shown(errors.image?.message)}
        {...register('image')}
      />
      <SlideImagePreview file={chosen} currentImage={currentImage} />
      <div className="d-flex gap-2">
        <SubmitButton pending={pending} className="btn btn-primary">
          {submitLabel}
        </SubmitButton>
        <Link className="btn btn-outline-secondary" to={PAGES.slider}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}

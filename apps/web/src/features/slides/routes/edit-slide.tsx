import { useLingui } from '@lingui/react/macro';
import { PAGES, SLIDER_MESSAGES, SliderSchema, type Slider } from '@visadesk/contract';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { slideRejection, useUpdateSlideImageMutation, useUpdateSlideMutation } from '../api/slides';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import type { NoticeState } from '../../../lib/location-notice';
import { SlideForm, SlideRefused, type SlideSubmission } from '../components/slide-form';

/** The slide comes from the list through the router, as in the original client. */
function slideFromState(state: unknown): Slider | null {
  if (typeof state !== 'object' || state === null) return null;
  const parsed = SliderSchema.safeParse((state as Record<string, unknown>).slider);
  return parsed.success ? parsed.data : null;
}

function EditSlideForm({ slide }: { slide: Slider }) {
  const [updateSlide] = useUpdateSlideMutation();
  const [updateSlideImage] = useUpdateSlideImageMutation();
  const refused = (error: unknown): never => {
    throw new SlideRefused(slideRejection(error));
  };
  const navigate = useNavigate();
  const { i18n, t } = useLingui();

  const save = async ({ image, ...changes }: SlideSubmission) => {
    await updateSlide({ id: slide._id, changes }).unwrap().catch(refused);
    if (image) await updateSlideImage({ id: slide._id, image }).unwrap().catch(refused);
    const state: NoticeState = { notice: i18n._(SUCCESS_MESSAGES.slideUpdated(changes.thumbnail)) };
    await navigate(PAGES.slider, { state });
  };

  const { thumbnail, title, status, link } = slide;
  return (
    <SlideForm
      defaultValues={{ thumbnail, title, status, link }}
      imageRequired={false}
      currentImage={slide.image}
      submitLabel={t`Save changes`}
      failureMessage={SLIDER_MESSAGES.updateError}
      onSubmit={save}
    />
  );
}

export function EditSlideRoute() {
  const slide = slideFromState(useLocation().state);
  if (!slide) return <Navigate to={PAGES.slider} replace />;
  return (
    <section>
      <NamedPageTitle page="editSlider" />
      <EditSlideForm key={slide._id} slide={slide} />
    </section>
  );
}

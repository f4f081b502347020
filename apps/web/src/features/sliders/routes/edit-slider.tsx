import { useLingui } from '@lingui/react/macro';
import { PAGES, SLIDER_MESSAGES, SliderSchema, type Slider } from '@visadesk/contract';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { updateSlider, updateSliderImage, useSliderDispatch } from '../api/sliders-slice';
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
  const dispatch = useSliderDispatch();
  const navigate = useNavigate();
  const { i18n, t } = useLingui();

  const save = async ({ image, ...changes }: SlideSubmission) => {
    const updated = await dispatch(updateSlider({ id: slide._id, changes }));
    if (updateSlider.rejected.match(updated)) throw new SlideRefused(updated.payload);
    if (image) {
      const replaced = await dispatch(updateSliderImage({ id: slide._id, image }));
      if (updateSliderImage.rejected.match(replaced)) throw new SlideRefused(replaced.payload);
    }
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

export function EditSliderRoute() {
  const slide = slideFromState(useLocation().state);
  if (!slide) return <Navigate to={PAGES.slider} replace />;
  return (
    <section>
      <NamedPageTitle page="editSlider" />
      <EditSlideForm key={slide._id} slide={slide} />
    </section>
  );
}

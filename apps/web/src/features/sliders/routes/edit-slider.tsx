import { PAGES, SLIDER_MESSAGES, SliderSchema, type Slider } from '@visadesk/contract';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { updateSlider, updateSliderImage, useSliderDispatch, type SliderRejection } from '../api/sliders-slice';
import type { SliderNoticeState } from '../components/location-notice';
import { SlideForm, type SlideSubmission } from '../components/slide-form';

/** The slide comes from the list through the router (spec section 2). */
function slideFromState(state: unknown): Slider | null {
  if (typeof state !== 'object' || state === null) return null;
  const parsed = SliderSchema.safeParse((state as Record<string, unknown>).slider);
  return parsed.success ? parsed.data : null;
}

function EditSlideForm({ slide }: { slide: Slider }) {
  const dispatch = useSliderDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const failed = (rejection: SliderRejection | undefined) => {
    setFailure(SLIDER_MESSAGES.updateError);
    return typeof rejection === 'object' ? rejection.errors : undefined;
  };

  const save = async ({ image, ...changes }: SlideSubmission) => {
    setFailure(null);
    const updated = await dispatch(updateSlider({ id: slide._id, changes }));
    if (updateSlider.rejected.match(updated)) return failed(updated.payload);
    if (image) {
      const replaced = await dispatch(updateSliderImage({ id: slide._id, image }));
      if (updateSliderImage.rejected.match(replaced)) return failed(replaced.payload);
    }
    const state: SliderNoticeState = { notice: `Slide “${changes.thumbnail}” updated.` };
    await navigate(PAGES.slider, { state });
    return undefined;
  };

  const { thumbnail, title, status, link } = slide;
  return (
    <SlideForm
      defaultValues={{ thumbnail, title, status, link }}
      imageRequired={false}
      currentImage={slide.image}
      submitLabel="Save changes"
      failure={failure}
      onSubmit={save}
    />
  );
}

export function EditSliderRoute() {
  const slide = slideFromState(useLocation().state);
  if (!slide) return <Navigate to={PAGES.slider} replace />;
  return (
    <section>
      <PageTitle>{PAGE_TITLES.editSlider}</PageTitle>
      <EditSlideForm key={slide._id} slide={slide} />
    </section>
  );
}

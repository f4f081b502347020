import { PAGES, SLIDER_MESSAGES } from '@visadesk/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { addSlider, useSliderDispatch } from '../api/sliders-slice';
import type { SliderNoticeState } from '../components/location-notice';
import { SlideForm, type SlideSubmission } from '../components/slide-form';

const EMPTY_SLIDE = { thumbnail: '', title: '', status: 'unpublished', link: '' } as const;

export function AddSliderRoute() {
  const dispatch = useSliderDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async ({ image, ...slide }: SlideSubmission) => {
    setFailure(null);
    if (!image) return undefined; // the form requires one
    const result = await dispatch(addSlider({ ...slide, image }));
    if (addSlider.fulfilled.match(result)) {
      const state: SliderNoticeState = { notice: `Slide “${result.payload.thumbnail}” added.` };
      await navigate(PAGES.slider, { state });
      return undefined;
    }
    setFailure(SLIDER_MESSAGES.addError);
    return typeof result.payload === 'object' ? result.payload.errors : undefined;
  };

  return (
    <section>
      <PageTitle>{PAGE_TITLES.addSliders}</PageTitle>
      <SlideForm defaultValues={EMPTY_SLIDE} imageRequired submitLabel="Add Slider" failure={failure} onSubmit={save} />
    </section>
  );
}

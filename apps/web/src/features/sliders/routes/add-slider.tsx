import { useLingui } from '@lingui/react/macro';
import { PAGES, SLIDER_MESSAGES } from '@visadesk/contract';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { addSlider, useSliderDispatch } from '../api/sliders-slice';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import type { NoticeState } from '../../../lib/location-notice';
import { SlideForm, SlideRefused, type SlideSubmission } from '../components/slide-form';

const EMPTY_SLIDE = { thumbnail: '', title: '', status: 'unpublished', link: '' } as const;

export function AddSliderRoute() {
  const dispatch = useSliderDispatch();
  const navigate = useNavigate();
  const { t } = useLingui();

  const save = async ({ image, ...slide }: SlideSubmission) => {
    if (!image) return; // the form requires one
    const result = await dispatch(addSlider({ ...slide, image }));
    if (!addSlider.fulfilled.match(result)) {
      throw new SlideRefused(result.payload);
    }
    const state: NoticeState = { notice: SUCCESS_MESSAGES.slideAdded(result.payload.thumbnail) };
    await navigate(PAGES.slider, { state });
  };

  return (
    <section>
      <PageTitle>{PAGE_TITLES.addSliders}</PageTitle>
      <SlideForm defaultValues={EMPTY_SLIDE} imageRequired submitLabel={t`Add Slider`} failureMessage={SLIDER_MESSAGES.addError} onSubmit={save} />
    </section>
  );
}

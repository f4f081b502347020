import { useLingui } from '@lingui/react/macro';
import { PAGES, SLIDER_MESSAGES } from '@visadesk/contract';
import { useNavigate } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { addRejection, useAddSlideMutation } from '../api/slides';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import type { NoticeState } from '../../../lib/location-notice';
import { SlideForm, SlideRefused, type SlideSubmission } from '../components/slide-form';

const EMPTY_SLIDE = { thumbnail: '', title: '', status: 'unpublished', link: '' } as const;

export function AddSlideRoute() {
  const [addSlide] = useAddSlideMutation();
  const navigate = useNavigate();
  const { i18n, t } = useLingui();

  const save = async ({ image, ...slide }: SlideSubmission) => {
    if (!image) return; // the form requires one
    const added = await addSlide({ ...slide, image })
      .unwrap()
      .catch((error: unknown) => {
        throw new SlideRefused(addRejection(error));
      });
    const state: NoticeState = { notice: i18n._(SUCCESS_MESSAGES.slideAdded(added.thumbnail)) };
    await navigate(PAGES.slider, { state });
  };

  return (
    <section>
      <NamedPageTitle page="addSliders" />
      <SlideForm defaultValues={EMPTY_SLIDE} imageRequired submitLabel={t`Add Slider`} failureMessage={SLIDER_MESSAGES.addError} onSubmit={save} />
    </section>
  );
}

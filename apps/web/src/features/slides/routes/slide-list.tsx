import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, SLIDER_MESSAGES, type Slider } from '@visadesk/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, type Notice } from '../../../components/ui/alert';
import { FailedToLoad } from '../../../components/ui/failed-to-load';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { useDeleteSlideMutation, useSlides } from '../api/slides';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { readNotice } from '../../../lib/location-notice';
import { inDisplayOrder } from '../components/reorder';
import { SlideTable } from '../components/slide-table';
import { useMoveSlide } from '../components/use-move-slide';
import { inPageLanguage } from '../../../i18n/contract-texts';

export function SlideListRoute() {
  const { i18n, t } = useLingui();
  const { data: items, error, loading, retry } = useSlides();
  const [deleteSlide] = useDeleteSlideMutation();
  const arrivedWith = readNotice(useLocation().state);
  const [message, setMessage] = useState<Notice | null>(arrivedWith ? { tone: 'success', text: arrivedWith } : null);
  const { toDelete, askToDelete, dialog } = useConfirmedDelete<Slider>({
    remove: async (slide) => {
      await deleteSlide(slide._id).unwrap();
      return i18n._(SUCCESS_MESSAGES.slideDeleted(slide.thumbnail));
    },
    failureMessage: () => SLIDER_MESSAGES.deleteError,
    setNotice: setMessage,
  });
  const slides = inDisplayOrder(items ?? []);
  const title = toDelete?.thumbnail ?? '';
  const { movingId, move } = useMoveSlide(slides, setMessage);

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <NamedPageTitle className="h3 mb-0" page="slider" />
        <Link className="btn btn-primary" to={PAGES.addSliders}>
          <Trans>Add Slider</Trans>
        </Link>
      </div>
      {message && <Alert tone={message.tone}>{inPageLanguage(i18n, message.text)}</Alert>}
      {error !== undefined && <FailedToLoad message={SLIDER_MESSAGES.fetchError} onRetry={retry} />}
      {error === undefined && loading && slides.length === 0 && <PageLoader />}
      {!loading && items?.length === 0 && <p className="text-body-secondary">{t`No slides yet.`}</p>}
      {slides.length > 0 && <SlideTable slides={slides} movingId={movingId} onMove={move} onDelete={askToDelete} />}
      <ConfirmDialog title={t`Delete slide?`} confirmLabel={t`Delete slide`} {...dialog}>
        <Trans>The slide “{title}” will be removed from the home page. This cannot be undone.</Trans>
      </ConfirmDialog>
    </section>
  );
}

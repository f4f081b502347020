import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { FailedToLoad } from '../../../components/ui/failed-to-load';
import { PageLoader } from '../../../components/ui/page-loader';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { listErrorMessage } from '../../../lib/list-error-message';
import { useStages } from '../../../lib/stages';
import { StageColumn } from './stage-column';

/** What a move said; it takes the focus, as the card moved from under it. */
function MoveNotice({ notice }: { notice: Notice | null }) {
  const { i18n } = useLingui();
  const here = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) here.current?.focus();
  }, [notice]);
  return (
    <div ref={here} tabIndex={-1}>
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
    </div>
  );
}

/**
 * A column per stage in use, in the agency's order, each with how many applications are in it and
 * those waiting longest. Side by side on a wide screen (scrolled sideways), one under another on a phone.
 */
export function StageBoard() {
  const { i18n, t } = useLingui();
  const stages = useStages();
  const [notice, setNotice] = useState<Notice | null>(null);
  const settings = stages.data;
  if (stages.error !== undefined) return <FailedToLoad message={listErrorMessage(i18n, stages.error)} onRetry={stages.retry} />;
  if (!settings) return <PageLoader />;
  return (
    <>
      <MoveNotice notice={notice} />
      <div className="row g-3 flex-md-nowrap overflow-x-auto pb-2" role="group" aria-label={t`Stages`}>
        {settings.stages.filter((stage) => !stage.archived).map((stage) => (
          <StageColumn key={stage.id} stage={stage} count={settings.applications[stage.id] ?? 0} settings={settings} onMoved={setNotice} />
        ))}
      </div>
    </>
  );
}

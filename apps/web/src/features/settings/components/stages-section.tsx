import { Trans } from '@lingui/react/macro';
import type { DocumentSlotKey, LocalText, StagesAnswer } from '@visadesk/contract';
import { useId, useMemo, useState } from 'react';
import { FailedToLoad } from '../../../components/ui/failed-to-load';
import { PageLoader } from '../../../components/ui/page-loader';
import { settingsErrorMessage } from '../api/settings-calls';
import { useStages } from '../api/stages';
import { documentChoicesOf } from './stage-documents-field';
import { StagesEditor } from './stages-editor';

interface StagesSectionProps {
  /** The saved settings' slot names and checklist: what a stage may expect. */
  slotLabels: Readonly<Record<DocumentSlotKey, LocalText>>;
  documentLabels: readonly LocalText[];
}

/**
 * A worker's journey (ADR 049) on the Settings page: a section of its own, with its own Save. Once
 * the stages have arrived the editor stays, whatever a later reading of them does: no edit is lost.
 */
export function StagesSection({ slotLabels, documentLabels }: StagesSectionProps) {
  const headingId = useId();
  const { data, error, retry } = useStages();
  const [latest, setLatest] = useState<StagesAnswer | undefined>(data);
  if (data && data !== latest) setLatest(data);
  const documentChoices = useMemo(() => documentChoicesOf(slotLabels, documentLabels), [slotLabels, documentLabels]);
  return (
    <section aria-labelledby={headingId} className="bg-white p-3 p-lg-4 rounded shadow-sm mt-4">
      <h2 id={headingId} className="h4">
        <Trans>A worker's journey</Trans>
      </h2>
      <p className="form-text mt-0">
        <Trans>
          The stages an application goes through, from the demand letter to departure, in order. Staff move each application from stage to stage; its due day
          is the day it entered the stage plus the stage's days. The applicant's copy shows the stages they see.
        </Trans>
      </p>
      {!latest && error !== undefined && <FailedToLoad message={settingsErrorMessage(error)} onRetry={retry} />}
      {!latest && error === undefined && <PageLoader />}
      {latest && <StagesEditor initial={latest} applications={latest.applications} documentChoices={documentChoices} onStaleCounts={retry} />}
    </section>
  );
}

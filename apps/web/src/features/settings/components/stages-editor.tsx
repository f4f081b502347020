import { Trans, useLingui } from '@lingui/react/macro';
import { STAGE_MESSAGES, type StagesAnswer } from '@visadesk/contract';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { CountryStageLists } from './country-stage-lists';
import type { DocumentChoice } from './stage-documents-field';
import { StageList } from './stage-list';
import { useStageList } from './use-stage-list';
import { useStagesForm } from './use-stages-form';

/** The way back from a save refused for a deleted stage applications are in, naming it. */
function PutBack({ names, onPutBack }: { names: string[]; onPutBack: () => void }) {
  const { t } = useLingui();
  const stages = names.map((name) => `“${name}”`).join(', ');
  return (
    <>
      {' '}
      <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={onPutBack}>
        {t`Put back ${stages}`}
      </button>
    </>
  );
}

interface StagesEditorProps {
  /** The stages as saved when the page opened: what the form starts from. */
  initial: StagesAnswer;
  /** How many applications are in each stage now. */
  applications: Readonly<Record<string, number>>;
  documentChoices: readonly DocumentChoice[];
  /** Asks the server again for the counts (a save refused for a stage in use). */
  onStaleCounts: () => void;
}

/** The super admin's stages of a worker's journey and the lists by destination, saved on their own (`PUT /api/settings/stages`). */
export function StagesEditor({ initial, applications, documentChoices, onStaleCounts }: StagesEditorProps) {
  const { i18n } = useLingui();
  const { form, onSubmit, failure, pending, saved, savedNow, inUse, forgetInUse } = useStagesForm(initial, onStaleCounts);
  const list = useStageList(form, saved);
  const deletedInUse = saved.stages.filter((stage) => inUse.includes(stage.id) && !form.getValues('stages').some((kept) => kept.id === stage.id));
  const putBack = () => {
    list.putBack(inUse);
    forgetInUse();
  };
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {failure && (
        <Alert tone="error">
          {inPageLanguage(i18n, failure)}
          {deletedInUse.length > 0 && <PutBack names={deletedInUse.map((stage) => stage.name)} onPutBack={putBack} />}
        </Alert>
      )}
      {savedNow && <Alert tone="success">{inPageLanguage(i18n, STAGE_MESSAGES.stagesSaved)}</Alert>}
      <StageList form={form} list={list} applications={applications} documentChoices={documentChoices} />
      <CountryStageLists control={form.control} errors={form.formState.errors} />
      <SubmitButton pending={pending} className="btn btn-primary">
        <Trans>Save stages</Trans>
      </SubmitButton>
    </form>
  );
}

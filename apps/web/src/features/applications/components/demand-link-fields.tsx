import { useLingui } from '@lingui/react/macro';
import type { Demand } from '@visadesk/contract';
import { useController, type Control } from 'react-hook-form';
import { fieldLabel } from '../../../i18n/contract-texts';
import { useLinkedDemand, useOpenDemands } from '../api/demand-choices';
import { ApplicantField } from './applicant-field';
import type { ApplicationFormContext, ApplicationFormOutput, ApplicationFormValues } from './application-form-resolver';
import { positionFill, useDemandWords } from './demand-words';

type FormControl = Control<ApplicationFormValues, ApplicationFormContext, ApplicationFormOutput>;

interface DemandLinkFieldsProps {
  control: FormControl;
  demandError: string | undefined;
  positionError: string | undefined;
  /** The demand the form started with (on file, or from a call-back request): offered even when it is no longer open. */
  startedWith: string;
}

const byEmployer = (a: Demand, b: Demand) => a.employer.name.localeCompare(b.employer.name, 'en') || a.closes.localeCompare(b.closes);

/** The demands to offer: the open ones by employer, then the one the form started with when it is not open. */
function useDemandsToOffer(startedWith: string) {
  const open = useOpenDemands();
  const openDemands = open.data?.demands ?? [];
  const notOpen = startedWith !== '' && !open.loading && !openDemands.some((d) => d._id === startedWith);
  const linked = useLinkedDemand(startedWith, notOpen);
  const offered = [...openDemands].sort(byEmployer);
  if (notOpen && linked.data) offered.push(linked.data);
  return { offered, loading: open.loading || linked.loading, openFailed: open.error !== undefined, loadOpenAgain: open.retry };
}

function LoadOpenAgain({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <div className="col-12 mb-3">
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClick}>
        {t`Load the open demands again`}
      </button>
    </div>
  );
}

/**
 * The demand letter and position the worker is recruited for: the open demands, and the one the
 * form started with even when it has closed since (the server keeps a link it already had). The
 * demands load beside the form: until they come, or when they cannot, the form saves all the same,
 * with the link it started with or none.
 */
export function DemandLinkFields({ control, demandError, positionError, startedWith }: DemandLinkFieldsProps) {
  const { t, i18n } = useLingui();
  const words = useDemandWords();
  const { field: demand } = useController({ control, name: 'demand' });
  const { field: position } = useController({ control, name: 'position' });
  const { offered, loading, openFailed, loadOpenAgain } = useDemandsToOffer(startedWith);
  const chosen = offered.find((d) => d._id === demand.value);
  const positions = chosen?.positions ?? [];

  // A value whose demand has not (or could not be) loaded keeps an option of its own, so it is shown and kept.
  const unknown = loading ? t`Loading…` : t`The chosen one (its details could not be loaded)`;
  const unknownOption = (value: string, known: boolean) => value !== '' && !known && <option value={value}>{unknown}</option>;
  const demandHint = openFailed
    ? t`The open demands could not be loaded. The application can be saved without one, and linked later.`
    : loading ? t`Loading the open demands…` : undefined;
  const full = positions.find((p) => p._id === position.value && positionFill(p, chosen?.linked ?? {}).full);
  const positionHint = demand.value === '' ? t`Choose a demand first.` : full && words.fullNote(full, chosen?.linked ?? {});

  return (
    <>
      <ApplicantField label={fieldLabel(i18n, 'demand')} error={demandError} hint={demandHint} controlClass="form-select">
        {(props) => (
          <select
            {...props}
            {...demand}
            onChange={(event) => {
              demand.onChange(event.target.value);
              // A position belongs to one demand: another demand's is never kept.
              position.onChange('');
            }}
          >
            <option value="">{t`None`}</option>
            {offered.map((d) => <option key={d._id} value={d._id}>{words.demand(d)}</option>)}
            {unknownOption(demand.value, chosen !== undefined)}
          </select>
        )}
      </ApplicantField>
      <ApplicantField label={fieldLabel(i18n, 'position')} error={positionError} hint={positionHint} controlClass="form-select">
        {(props) => (
          <select {...props} {...position}>
            <option value="">{t`None`}</option>
            {positions.map((p) => <option key={p._id} value={p._id}>{words.position(p, chosen?.linked ?? {})}</option>)}
            {unknownOption(position.value, positions.some((p) => p._id === position.value))}
          </select>
        )}
      </ApplicantField>
      {openFailed && <LoadOpenAgain onClick={loadOpenAgain} />}
    </>
  );
}

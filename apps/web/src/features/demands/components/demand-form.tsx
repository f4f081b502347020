import { Trans, useLingui } from '@lingui/react/macro';
import { POSITIONS_MAX, type DemandRequest } from '@visadesk/contract';
import { get, useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useContractForm } from '../../../lib/use-contract-form';
import { demandResolver, emptyPosition, type DemandFormValues } from './demand-form-values';
import { DemandDetailsFields, EmployerFields } from './demand-details-fields';
import { PositionFields } from './position-fields';

interface DemandFormProps {
  defaultValues: DemandFormValues;
  submitLabel: string;
  /** Sends the demand; what it throws is the form's failure, its field messages put at their fields. */
  save: (demand: DemandRequest) => Promise<void>;
}

/**
 * A demand letter, for adding and editing: the employer, 1 to 20 positions, the pre-approval, the
 * interview, the closing day and the state. Checked by the contract's rules; a refused save keeps
 * everything typed and says why at each field.
 */
export function DemandForm({ defaultValues, submitLabel, save }: DemandFormProps) {
  const { i18n, t } = useLingui();
  const shown = useShownMessage();
  const { form, onSubmit, failure, pending } = useContractForm<DemandFormValues, unknown, DemandRequest>({
    resolver: demandResolver,
    defaultValues,
    send: save,
    failureMessage: serverErrorMessage,
  });
  const { control, register, setValue, getValues, formState } = form;
  const positions = useFieldArray({ control, name: 'positions' });
  // Only the currencies: watching the positions whole would draw the form again at every key typed.
  const currencies: string[] = useWatch({ control, name: positions.fields.map((_, index) => `positions.${index}.salary.currency` as const) });
  // Read from the errors alone: getFieldState would also follow every field's dirty and touched state, drawing the form again at each key.
  const error = (name: string) => shown((get(formState.errors, name) as FieldError | undefined)?.message);
  const positionsError = shown(formState.errors.positions?.message ?? formState.errors.positions?.root?.message);
  const lastCurrency = currencies.at(-1) ?? '';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <EmployerFields register={register} error={error} />
      <section aria-labelledby="demand-positions" className="mb-3">
        <h2 id="demand-positions" className="h5">{t`Positions`}</h2>
        {positionsError && <Alert tone="error">{positionsError}</Alert>}
        {positions.fields.map((position, index) => (
          <PositionFields
            key={position.id}
            index={index}
            form={{ register, setValue, getValues }}
            error={(path) => error(`positions.${index}.${path}`)}
            currency={currencies[index] ?? ''}
            onRemove={positions.fields.length > 1 ? () => positions.remove(index) : null}
          />
        ))}
        <button type="button" className="btn btn-outline-primary" disabled={positions.fields.length >= POSITIONS_MAX} onClick={() => positions.append(emptyPosition(lastCurrency))}>
          <Trans>Add a position</Trans>
        </button>
      </section>
      <DemandDetailsFields register={register} error={error} />
      {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
      <SubmitButton pending={pending} className="btn btn-primary">{submitLabel}</SubmitButton>
    </form>
  );
}

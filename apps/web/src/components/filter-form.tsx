import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { ZodType } from 'zod';
import { useShownMessage } from '../i18n/use-shown-message';
import { contractResolver } from '../lib/contract-resolver';
import { useContractForm } from '../lib/use-contract-form';

/** What a list's filters take: the view in the address bar, and what Apply and Clear do. */
export interface FilterFormProps<View> {
  view: View;
  onApply: (view: View) => void;
  onClear: () => void;
}

interface FilterFields<Input extends FieldValues> {
  register: UseFormRegister<Input>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The field's message, in the page's language. */
  error: (name: Path<Input>) => string | undefined;
}

/**
 * A list's filters as one form: checked by the list query's own rule (`schema`), applied together
 * on Apply (or Enter), and following the address when Back or a link changes it; again when
 * anything in `refresh` arrives (a select shows a value only once it has the option).
 */
export function useFilterForm<Input extends FieldValues, View extends Input>(
  schema: ZodType<View, Input>,
  { view, onApply }: Pick<FilterFormProps<View>, 'view' | 'onApply'>,
  refresh: unknown = null,
): FilterFields<Input> {
  const shown = useShownMessage();
  const { form, onSubmit } = useContractForm<Input, unknown, View>({
    resolver: contractResolver(schema),
    defaultValues: view as DefaultValues<Input>,
    send: async (values) => onApply(values),
    failureMessage: () => '',
  });
  const { register, reset, getFieldState, formState } = form;
  useEffect(() => reset(view), [view, reset, refresh]);
  return { register, onSubmit, error: (name) => shown(getFieldState(name, formState).error?.message) };
}

interface FilterFormFrameProps {
  /** The form's accessible name: "Filter applications". */
  label: string;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Whether the view is narrowed, so that Clear filters has something to clear. */
  narrowed: boolean;
  onClear: () => void;
  /** The fields, each in its column. */
  children: ReactNode;
}

/** The filters' card: the fields in a row, then Apply filters, and Clear filters when the view is narrowed. */
export function FilterFormFrame({ label, onSubmit, narrowed, onClear, children }: FilterFormFrameProps) {
  return (
    <form className="card card-body mb-3 pb-0" onSubmit={onSubmit} noValidate aria-label={label}>
      <div className="row g-2">{children}</div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="submit" className="btn btn-primary">
          <Trans>Apply filters</Trans>
        </button>
        {narrowed && (
          <button type="button" className="btn btn-outline-secondary" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </button>
        )}
      </div>
    </form>
  );
}

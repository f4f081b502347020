import { Trans, useLingui } from '@lingui/react/macro';
import { ApplicationListQuerySchema } from '@visadesk/contract';
import { useEffect, useEffectEvent, useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { inPageLanguage } from '../../../i18n/contract-texts';

/** Long enough to let a passport number be typed out, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 400;

const SearchSchema = ApplicationListQuerySchema.pick({ search: true });

interface ApplicationSearchProps {
  /** The search in the address bar. */
  search: string;
  onSearch: (search: string) => void;
}

/** Whether a key pressed there belongs to it: typed into a field, a select, an editable text, or an open dialog. */
function keptBy(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[aria-modal="true"], dialog[open]') !== null;
}

/** `/` anywhere on the list, outside a field, puts the cursor in the search box (as on GitHub or Gmail). */
function useSlashFocuses(focus: () => void): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || keptBy(event.target)) return;
    event.preventDefault();
    focus();
  });
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * The box keeps its own text, so typing is never interrupted by the list reloading; it applies
 * the text (checked by the list query's own rule) on submit or once typing pauses, and follows
 * the address bar when that changes (back and forward buttons).
 */
export function ApplicationSearch({ search, onSearch }: ApplicationSearchProps) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const { form, onSubmit } = useContractForm<z.input<typeof SearchSchema>, unknown, z.output<typeof SearchSchema>>({
    resolver: contractResolver(SearchSchema),
    defaultValues: { search },
    send: async (values) => onSearch(values.search),
    failureMessage: () => '',
  });
  const { register, control, getValues, reset, setFocus } = form;
  useSlashFocuses(() => setFocus('search'));
  const text = useWatch({ control, name: 'search' }) ?? '';
  const error = form.formState.errors.search?.message;

  // The address bar changed by itself (back, forward, a link): the box shows it. What is typed
  // stays as typed while it means the same search (a space before the next word, say).
  useEffect(() => {
    if ((getValues('search') ?? '').trim() !== search) reset({ search });
  }, [search, getValues, reset]);

  const applyTyped = useEffectEvent(() => void onSubmit());
  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = setTimeout(applyTyped, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  return (
    <form className="mb-3" role="search" onSubmit={onSubmit} noValidate>
      <div className="d-flex gap-2">
        <label htmlFor={inputId} className="visually-hidden">
          <Trans>Search applications by passport, name, email or phone</Trans>
        </label>
        <input
          id={inputId}
          className={`form-control${error ? ' is-invalid' : ''}`}
          type="search"
          placeholder={t`Passport search ...`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          aria-keyshortcuts="/"
          {...register('search')}
        />
        <button type="submit" className="btn btn-primary">
          <Trans>Search</Trans>
        </button>
      </div>
      {error && (
        <div id={`${inputId}-error`} className="invalid-feedback d-block">
          {inPageLanguage(i18n, error)}
        </div>
      )}
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { COUNTRIES } from '@visadesk/contract';
import { useRef, useState, type RefObject } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { listMessage } from './editable-list';
import { CountryStageList } from './country-stage-list';
import type { StagesFormValues } from './stages-form';

interface CountryStageListsProps {
  control: Control<StagesFormValues>;
  errors: FieldErrors<StagesFormValues>;
}

interface CountryPickerProps {
  listed: ReadonlySet<string>;
  picker: RefObject<HTMLSelectElement | null>;
  onAdd: (country: string) => void;
}

/** A country without a list yet, and the button that gives it one. */
function CountryPicker({ listed, picker, onAdd }: CountryPickerProps) {
  const { t } = useLingui();
  const [country, setCountry] = useState('');
  const options = [{ value: '', label: t`Choose a country` }, ...COUNTRIES.filter(({ name }) => !listed.has(name)).map(({ name }) => ({ value: name, label: name }))];
  return (
    <div className="row g-2 align-items-end">
      <div className="col-12 col-sm-8 col-lg-6">
        <SelectField ref={picker} label={t`Destination country`} options={options} value={country} onChange={(event) => setCountry(event.target.value)} />
      </div>
      <div className="col-12 col-sm-4 col-lg-3">
        <button
          type="button"
          className="btn btn-outline-primary w-100 mb-3"
          disabled={!country}
          onClick={() => {
            onAdd(country);
            setCountry('');
          }}
        >
          <Trans>Add a list for this country</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * The lists by destination country: an application going to a country with a list follows it,
 * any other the default list. A new list starts as the default list, to be trimmed and reordered.
 */
export function CountryStageLists({ control, errors }: CountryStageListsProps) {
  const shown = useShownMessage();
  const picker = useRef<HTMLSelectElement>(null);
  const { fields, append, remove } = useFieldArray({ control, name: 'countries' });
  const stages = useWatch({ control, name: 'stages' }) ?? [];
  const countries = useWatch({ control, name: 'countries' }) ?? [];
  const focusPicker = () => setTimeout(() => picker.current?.focus());
  const lists = useRef<HTMLDivElement>(null);
  const add = (country: string) => {
    append({ country, stages: stages.filter((stage) => stage.inDefault && !stage.archived).map((stage) => stage.id) }, { shouldFocus: false });
    // The focus goes to the new list's first stage (the button that added it is off now).
    setTimeout(() => lists.current?.lastElementChild?.querySelector('input')?.focus());
  };
  const listError = listMessage(errors.countries);
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Lists by destination country</Trans>
      </legend>
      <p className="form-text mt-0">
        <Trans>
          An application whose destination has a list follows that list, in its order; any other follows the default list: the stages marked “In the default list”, in the order above.
        </Trans>
      </p>
      {fields.length === 0 && (
        <p>
          <Trans>No country has a list of its own: every application follows the default list.</Trans>
        </p>
      )}
      <div ref={lists}>
        {fields.map((list, index) => (
          <CountryStageList
          key={list.id}
          control={control}
          index={index}
          stages={stages}
          error={shown(errors.countries?.[index]?.stages?.message ?? errors.countries?.[index]?.message)}
            onRemove={(at) => {
              remove(at);
              focusPicker();
            }}
          />
        ))}
      </div>
      {listError && <div className="invalid-feedback d-block mb-2">{shown(listError)}</div>}
      <CountryPicker listed={new Set(countries.map((list) => list.country))} picker={picker} onAdd={add} />
    </fieldset>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DESTINATION_CODES,
  DESTINATION_COUNTRIES,
  HOME_DESTINATION_COUNT,
  HOME_SERVICE_COUNT,
  HOME_STEP_COUNT,
  NAME_PLACEHOLDER,
  regionName,
  type Language,
  type SettingsSchema,
} from '@visadesk/contract';
import type { z } from 'zod';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { LocalTextField, type TextErrors } from './local-text-field';

type SettingsInput = z.input<typeof SettingsSchema>;

interface FieldsProps {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
}

export interface TextFieldsProps extends FieldsProps {
  control: Control<SettingsInput>;
  /** The version of each text being written. */
  language: Language;
}

const HEADING_MAX = 120;
const TEXT_MAX = 600;

const positions = (count: number) => Array.from({ length: count }, (_, index) => index);

type ItemList = 'services' | 'processSteps';

/** The labels of a list item's two fields, by its number counted from 1. */
const ITEM_LABELS: Record<ItemList, Record<'title' | 'text', (number: number) => MessageDescriptor>> = {
  services: { title: (number) => msg`Service ${number}: title`, text: (number) => msg`Service ${number}: text` },
  processSteps: { title: (number) => msg`Step ${number}: title`, text: (number) => msg`Step ${number}: text` },
};

/** The countries in the page's language (English on the desk), in its alphabetical order. */
function countryOptions(language: Language) {
  return DESTINATION_CODES.map((code) => ({ value: code, label: regionName(code, language, DESTINATION_COUNTRIES[code]) })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}

function ItemFields({ list, count, ...fields }: TextFieldsProps & { list: ItemList; count: number }) {
  const { i18n } = useLingui();
  const labels = ITEM_LABELS[list];
  const errorsOf = (index: number, part: 'title' | 'text') => fields.errors.homeTexts?.[list]?.[index]?.[part] as TextErrors;
  return positions(count).map((index) => (
    <div key={index} className="row g-2">
      <div className="col-md-4">
        <LocalTextField {...fields} name={`homeTexts.${list}.${index}.title`} label={i18n._(labels.title(index + 1))} maxLength={HEADING_MAX} errors={errorsOf(index, 'title')} />
      </div>
      <div className="col-md-8">
        <LocalTextField {...fields} name={`homeTexts.${list}.${index}.text`} label={i18n._(labels.text(index + 1))} maxLength={TEXT_MAX} multiline errors={errorsOf(index, 'text')} />
      </div>
    </div>
  ));
}

function DestinationFields({ register, errors }: FieldsProps) {
  const { i18n, t } = useLingui();
  const shown = useShownMessage();
  const options = countryOptions(i18n.locale as Language);
  return (
    <div className="row g-2">
      {positions(HOME_DESTINATION_COUNT).map((index) => {
        const number = index + 1;
        return (
          <div key={index} className="col-sm-6 col-lg-4">
            <SelectField label={t`Destination ${number}`} options={options} error={shown(errors.homeTexts?.destinations?.[index]?.message)} {...register(`homeTexts.destinations.${index}`)} />
          </div>
        );
      })}
    </div>
  );
}

/** The home page's own words, each in the language being written: the hero, about, services, destinations and process steps. */
export function HomeTextFields(fields: TextFieldsProps) {
  const { register, errors } = fields;
  const { t } = useLingui();
  const texts = errors.homeTexts;
  const errorsOf = (key: 'heroEyebrow' | 'heroHeading' | 'heroSubtitle' | 'aboutHeading' | 'aboutText') => texts?.[key] as TextErrors;
  const placeholder = NAME_PLACEHOLDER;
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Home page</Trans>
      </legend>
      <p className="form-text mt-0">{t`Write ${placeholder} where a text should show the consultancy name. Changes show on the home page as soon as you save.`}</p>
      <LocalTextField {...fields} name="homeTexts.heroEyebrow" label={t`Line above the heading`} maxLength={HEADING_MAX} errors={errorsOf('heroEyebrow')} />
      <LocalTextField {...fields} name="homeTexts.heroHeading" label={t`Heading`} maxLength={HEADING_MAX} errors={errorsOf('heroHeading')} />
      <LocalTextField {...fields} name="homeTexts.heroSubtitle" label={t`Subtitle`} maxLength={TEXT_MAX} multiline errors={errorsOf('heroSubtitle')} />
      <LocalTextField {...fields} name="homeTexts.aboutHeading" label={t`About heading`} maxLength={HEADING_MAX} errors={errorsOf('aboutHeading')} />
      <LocalTextField {...fields} name="homeTexts.aboutText" label={t`About text`} maxLength={TEXT_MAX} multiline rows={3} errors={errorsOf('aboutText')} />
      <h3 className="h6 mt-3">
        <Trans>Services</Trans>
      </h3>
      <ItemFields {...fields} list="services" count={HOME_SERVICE_COUNT} />
      <h3 className="h6 mt-3">
        <Trans>Destination countries</Trans>
      </h3>
      <DestinationFields register={register} errors={errors} />
      <h3 className="h6 mt-3">
        <Trans>Process steps</Trans>
      </h3>
      <ItemFields {...fields} list="processSteps" count={HOME_STEP_COUNT} />
    </fieldset>
  );
}

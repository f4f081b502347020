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
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useShownMessage } from '../../../i18n/use-shown-message';

type SettingsInput = z.input<typeof SettingsSchema>;

interface FieldsProps {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
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

function ItemFields({ register, errors, list, count }: FieldsProps & { list: ItemList; count: number }) {
  const { i18n } = useLingui();
  const shown = useShownMessage();
  const labels = ITEM_LABELS[list];
  return positions(count).map((index) => (
    <div key={index} className="row g-2">
      <div className="col-md-4">
        <InputField label={i18n._(labels.title(index + 1))} maxLength={HEADING_MAX} error={shown(errors.homeTexts?.[list]?.[index]?.title?.message)} {...register(`homeTexts.${list}.${index}.title`)} />
      </div>
      <div className="col-md-8">
        <TextAreaField label={i18n._(labels.text(index + 1))} rows={2} maxLength={TEXT_MAX} error={shown(errors.homeTexts?.[list]?.[index]?.text?.message)} {...register(`homeTexts.${list}.${index}.text`)} />
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

/** The home page's own words (issue 18): the hero, about, services, destinations and process steps. */
export function HomeTextFields({ register, errors }: FieldsProps) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const texts = errors.homeTexts;
  const placeholder = NAME_PLACEHOLDER;
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Home page</Trans>
      </legend>
      <p className="form-text mt-0">{t`Write ${placeholder} where a text should show the consultancy name. Changes show on the home page as soon as you save.`}</p>
      <InputField label={t`Line above the heading`} maxLength={HEADING_MAX} error={shown(texts?.heroEyebrow?.message)} {...register('homeTexts.heroEyebrow')} />
      <InputField label={t`Heading`} maxLength={HEADING_MAX} error={shown(texts?.heroHeading?.message)} {...register('homeTexts.heroHeading')} />
      <TextAreaField label={t`Subtitle`} rows={2} maxLength={TEXT_MAX} error={shown(texts?.heroSubtitle?.message)} {...register('homeTexts.heroSubtitle')} />
      <InputField label={t`About heading`} maxLength={HEADING_MAX} error={shown(texts?.aboutHeading?.message)} {...register('homeTexts.aboutHeading')} />
      <TextAreaField label={t`About text`} maxLength={TEXT_MAX} error={shown(texts?.aboutText?.message)} {...register('homeTexts.aboutText')} />
      <h3 className="h6 mt-3">
        <Trans>Services</Trans>
      </h3>
      <ItemFields register={register} errors={errors} list="services" count={HOME_SERVICE_COUNT} />
      <h3 className="h6 mt-3">
        <Trans>Destination countries</Trans>
      </h3>
      <DestinationFields register={register} errors={errors} />
      <h3 className="h6 mt-3">
        <Trans>Process steps</Trans>
      </h3>
      <ItemFields register={register} errors={errors} list="processSteps" count={HOME_STEP_COUNT} />
    </fieldset>
  );
}

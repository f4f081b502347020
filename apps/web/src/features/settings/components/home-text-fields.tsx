import { DESTINATION_CODES, DESTINATION_COUNTRIES, HOME_DESTINATION_COUNT, HOME_SERVICE_COUNT, HOME_STEP_COUNT, NAME_PLACEHOLDER, type SettingsSchema } from '@visadesk/contract';
import type { z } from 'zod';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';

type SettingsInput = z.input<typeof SettingsSchema>;

interface FieldsProps {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
}

const HEADING_MAX = 120;
const TEXT_MAX = 600;

const positions = (count: number) => Array.from({ length: count }, (_, index) => index);

const COUNTRY_OPTIONS = DESTINATION_CODES.map((code) => ({ value: code, label: DESTINATION_COUNTRIES[code] })).sort((a, b) =>
  a.label.localeCompare(b.label, 'en'),
);

function ItemFields({ register, errors, list, noun, count }: FieldsProps & { list: 'services' | 'processSteps'; noun: string; count: number }) {
  return positions(count).map((index) => (
    <div key={index} className="row g-2">
      <div className="col-md-4">
        <InputField label={`${noun} ${index + 1}: title`} maxLength={HEADING_MAX} error={errors.homeTexts?.[list]?.[index]?.title?.message} {...register(`homeTexts.${list}.${index}.title`)} />
      </div>
      <div className="col-md-8">
        <TextAreaField label={`${noun} ${index + 1}: text`} rows={2} maxLength={TEXT_MAX} error={errors.homeTexts?.[list]?.[index]?.text?.message} {...register(`homeTexts.${list}.${index}.text`)} />
      </div>
    </div>
  ));
}

/** The home page's own words (issue 18): the hero, about, services, destinations and process steps. */
export function HomeTextFields({ register, errors }: FieldsProps) {
  const texts = errors.homeTexts;
  return (
    <fieldset className="mb-3">
      <legend className="h5">Home page</legend>
      <p className="form-text mt-0">{`Write ${NAME_PLACEHOLDER} where a text should show the consultancy name. Changes show on the home page as soon as you save.`}</p>
      <InputField label="Line above the heading" maxLength={HEADING_MAX} error={texts?.heroEyebrow?.message} {...register('homeTexts.heroEyebrow')} />
      <InputField label="Heading" maxLength={HEADING_MAX} error={texts?.heroHeading?.message} {...register('homeTexts.heroHeading')} />
      <TextAreaField label="Subtitle" rows={2} maxLength={TEXT_MAX} error={texts?.heroSubtitle?.message} {...register('homeTexts.heroSubtitle')} />
      <InputField label="About heading" maxLength={HEADING_MAX} error={texts?.aboutHeading?.message} {...register('homeTexts.aboutHeading')} />
      <TextAreaField label="About text" maxLength={TEXT_MAX} error={texts?.aboutText?.message} {...register('homeTexts.aboutText')} />
      <h3 className="h6 mt-3">Services</h3>
      <ItemFields register={register} errors={errors} list="services" noun="Service" count={HOME_SERVICE_COUNT} />
      <h3 className="h6 mt-3">Destination countries</h3>
      <div className="row g-2">
        {positions(HOME_DESTINATION_COUNT).map((index) => (
          <div key={index} className="col-sm-6 col-lg-4">
            <SelectField label={`Destination ${index + 1}`} options={COUNTRY_OPTIONS} error={texts?.destinations?.[index]?.message} {...register(`homeTexts.destinations.${index}`)} />
          </div>
        ))}
      </div>
      <h3 className="h6 mt-3">Process steps</h3>
      <ItemFields register={register} errors={errors} list="processSteps" noun="Step" count={HOME_STEP_COUNT} />
    </fieldset>
  );
}

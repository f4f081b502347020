import { Trans, useLingui } from '@lingui/react/macro';
import { HOME_PERSON_NAME_MAX, HOME_TESTIMONIAL_MAX } from '@visadesk/contract';
import { useFieldArray, useWatch } from 'react-hook-form';
import { InputField } from '../../../components/ui/input-field';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { EditableList, listMessage } from './editable-list';
import type { TextFieldsProps } from './home-text-fields';
import { LocalTextField, type TextErrors } from './local-text-field';

const QUOTE_MAX = 600;
const DETAIL_MAX = 120;

/** One client's words in the language being written, their name as they write it, and who they are. */
function TestimonialEntry({ index, ...fields }: TextFieldsProps & { index: number }) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const own = fields.errors.homeTexts?.testimonials?.[index];
  return (
    <>
      <LocalTextField {...fields} name={`homeTexts.testimonials.${index}.quote`} label={t`The client's words`} multiline rows={3} maxLength={QUOTE_MAX} errors={own?.quote as TextErrors} />
      <InputField
        label={t`The client's name`}
        dir="auto"
        autoComplete="off"
        maxLength={HOME_PERSON_NAME_MAX}
        error={shown(own?.name?.message ?? own?.message)}
        {...fields.register(`homeTexts.testimonials.${index}.name`)}
      />
      <LocalTextField {...fields} name={`homeTexts.testimonials.${index}.detail`} label={t`Who they are (optional)`} maxLength={DETAIL_MAX} errors={own?.detail as TextErrors} />
    </>
  );
}

/** Clients' own words, published with their permission: none until the owner adds one. */
export function TestimonialFields(fields: TextFieldsProps) {
  const { control, language } = fields;
  const { t } = useLingui();
  const { fields: testimonials, append, move, remove } = useFieldArray({ control, name: 'homeTexts.testimonials' });
  const values = useWatch({ control, name: 'homeTexts.testimonials' });
  const max = HOME_TESTIMONIAL_MAX;
  const entries = testimonials.map((testimonial, index) => {
    const number = index + 1;
    return { key: testimonial.id, legend: t`Testimonial ${number}`, fields: <TestimonialEntry {...fields} index={index} /> };
  });
  const confirmText = (index: number) => {
    const name = values?.[index]?.name?.trim();
    return name
      ? t`The words of ${name} leave the list. The home page changes when you save the settings.`
      : t`This testimonial leaves the list. The home page changes when you save the settings.`;
  };
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Testimonials</Trans>
      </legend>
      <p className="form-text mt-0">
        <Trans>Publish a client's words and name only with their written permission, and keep it. Who they are is a short line, such as "Cook, now working in Doha".</Trans>
      </p>
      <EditableList
        count={testimonials.length}
        max={max}
        entries={entries}
        addLabel={t`Add a testimonial`}
        removeLabel={t`Remove this testimonial`}
        limitNote={t`The home page shows up to ${max} testimonials.`}
        fullNote={t`The home page shows at most ${max} testimonials. Remove one to add another.`}
        emptyNote={t`No testimonials yet: the home page shows no testimonials section until you add one.`}
        listError={listMessage(fields.errors.homeTexts?.testimonials)}
        confirmTitle={t`Remove this testimonial?`}
        confirmText={confirmText}
        onAdd={() => append({ quote: { en: '' }, name: '', detail: { en: '' } }, { focusName: `homeTexts.testimonials.${testimonials.length}.quote.${language}` })}
        onMove={move}
        onRemove={remove}
      />
    </fieldset>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_LABEL_MAX, DOCUMENT_SLOT_KEYS } from '@visadesk/contract';
import { settingLabel } from '../../../i18n/contract-texts';
import type { TextFieldsProps } from './home-text-fields';
import { LocalTextField, type TextErrors } from './local-text-field';

/**
 * What the twelve document slots are called on the desk, the applicant copy and the email, in the
 * language being written; the slots' keys (file1…file12) stay as they are.
 */
export function SlotLabelsField(fields: TextFieldsProps) {
  const { i18n, t } = useLingui();
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        {settingLabel(i18n, 'slotLabels')}
      </legend>
      <p className="form-text mt-0">
        <Trans>The twelve document slots of every application, named for your work: a job letter, a demand letter, a medical report.</Trans>
      </p>
      <div className="row g-2">
        {DOCUMENT_SLOT_KEYS.map((key, index) => {
          const number = index + 1;
          return (
            <div key={key} className="col-md-6 col-lg-4">
              <LocalTextField {...fields} name={`slotLabels.${key}`} label={t`Slot ${number}`} maxLength={DOCUMENT_LABEL_MAX} errors={fields.errors.slotLabels?.[key] as TextErrors} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

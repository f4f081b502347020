import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_STATUSES, DEFAULT_LANGUAGE, keepWrittenVersions, PLAIN_SETTINGS, settingsField, SETTINGS_MESSAGES, type PlainSettingsKey, SOCIAL_NETWORKS, SettingsSchema, STATUS_REASON_MAX, type Language, type Settings } from '@visadesk/contract';
import type { z } from 'zod';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { inPageLanguage, settingLabel } from '../../../i18n/contract-texts';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { settingsErrorMessage, useSaveSettingsMutation } from '../api/settings-calls';
import { HomeTextFields, type TextFieldsProps } from './home-text-fields';
import { LocalTextField, TextLanguagePicker, type TextErrors } from './local-text-field';
import { SlotLabelsField } from './slot-labels-field';
import { MailFields } from './mail-fields';
import { DocumentLabelsField } from './document-labels-field';
import { SettingsImagesProvider } from './settings-images';
import { LogoField } from './logo-field';
import { TeamFields } from './team-fields';
import { TestimonialFields } from './testimonial-fields';
import { RequireTwoFactorField } from './require-two-factor-field';
import { DigestHourField, RetentionFields } from './retention-fields';
import { useShownMessage } from '../../../i18n/use-shown-message';

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], MessageDescriptor> = {
  facebook: msg`Facebook`,
  instagram: msg`Instagram`,
  linkedin: msg`LinkedIn`,
  youtube: msg`YouTube`,
  whatsapp: msg`WhatsApp`,
};

const POLICY_OPTIONS = [
  { value: 'closed', label: msg`Closed` },
  { value: 'approval', label: msg`Needs approval` },
] as const;

type SettingsInput = z.input<typeof SettingsSchema>;

interface FieldsProps {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
}

/** What a plain setting takes, under it, where the setting's name does not say it all. */
const HINTS: Partial<Record<PlainSettingsKey, MessageDescriptor>> = {
  phone: msg`One number or several, separated by commas, with the area or country code: +977 1-4435566, 9851012345. 01-4435566/67 is two lines.`,
};

/** The consultancy's own details: every plain setting of the section, as the contract's table describes it. */
function ConsultancyFields({ register, errors }: FieldsProps) {
  const { i18n } = useLingui();
  const shown = useShownMessage();
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Consultancy</Trans>
      </legend>
      {PLAIN_SETTINGS.filter((key) => settingsField(key).section === 'consultancy').map((key) => {
        const { input = 'text', autoComplete } = settingsField(key);
        const hint = HINTS[key];
        const props = { label: settingLabel(i18n, key), autoComplete, error: shown(errors[key]?.message), ...register(key) };
        if (input === 'textarea') return <TextAreaField key={key} {...props} />;
        return <InputField key={key} type={input} hint={hint && i18n._(hint)} {...props} />;
      })}
    </fieldset>
  );
}

function SocialLinkFields({ register, errors }: FieldsProps) {
  const { i18n } = useLingui();
  const shown = useShownMessage();
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        {settingLabel(i18n, 'socialLinks')}
      </legend>
      {SOCIAL_NETWORKS.map((network) => (
        <InputField
          key={network}
          label={i18n._(NETWORK_LABELS[network])}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={shown(errors.socialLinks?.[network]?.message)}
          {...register(`socialLinks.${network}`)}
        />
      ))}
    </fieldset>
  );
}

export const NEXT_STEP_LABELS = { pending: msg`When pending`, approved: msg`When approved`, rejected: msg`When rejected` };

function NextStepFields(fields: TextFieldsProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Next steps for applicants</Trans>
      </legend>
      <p className="form-text mt-0">
        <Trans>Shown on the applicant copy under the status, with your phone and email.</Trans>
      </p>
      {APPLICATION_STATUSES.map((status) => (
        <LocalTextField
          key={status}
          {...fields}
          name={`nextSteps.${status}`}
          label={i18n._(NEXT_STEP_LABELS[status])}
          multiline
          maxLength={STATUS_REASON_MAX}
          errors={fields.errors.nextSteps?.[status] as TextErrors}
        />
      ))}
    </fieldset>
  );
}

function StaffAccessFields({ register, errors }: FieldsProps) {
  const { i18n, t } = useLingui();
  const shown = useShownMessage();
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h5">
          <Trans>Staff registration</Trans>
        </legend>
        <SelectField
          label={t`Registration policy`}
          options={POLICY_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          hint={t`Closed: nobody can register. Needs approval: new accounts wait for the super admin.`}
          error={shown(errors.registrationPolicy?.message)}
          {...register('registrationPolicy')}
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">
          <Trans>Staff sign-in</Trans>
        </legend>
        <RequireTwoFactorField error={shown(errors.requireTwoFactor?.message)} {...register('requireTwoFactor')} />
      </fieldset>
    </>
  );
}

export function SettingsForm({ saved }: { saved: Settings }) {
  const [saveSettings] = useSaveSettingsMutation();
  const [savedNow, setSavedNow] = useState(false);
  const { i18n } = useLingui();
  const { form, onSubmit, failure, pending } = useContractForm<SettingsInput, unknown, z.output<typeof SettingsSchema>>({
    resolver: contractResolver(SettingsSchema),
    defaultValues: saved,
    send: async (settings): Promise<void> => {
      setSavedNow(false);
      // A version left empty is not sent: it means "show the English".
      form.reset(await saveSettings(keepWrittenVersions(settings)).unwrap());
      setSavedNow(true);
    },
    failureMessage: settingsErrorMessage,
  });
  const { register, formState: { errors } } = form;
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const texts = { register, errors, control: form.control, language };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
      {savedNow && <Alert tone="success">{inPageLanguage(i18n, SETTINGS_MESSAGES.saved)}</Alert>}
      <SettingsImagesProvider saved={saved}>
        <ConsultancyFields register={register} errors={errors} />
        <LogoField control={form.control} errors={errors} />
        <SocialLinkFields register={register} errors={errors} />
        <TextLanguagePicker value={language} onChange={setLanguage} />
        <NextStepFields {...texts} />
        <HomeTextFields {...texts} />
        <TeamFields {...texts} />
        <TestimonialFields {...texts} />
      </SettingsImagesProvider>
      <SlotLabelsField {...texts} />
      <DocumentLabelsField control={form.control} errors={errors} language={language} />
      <MailFields register={register} errors={errors} />
      <RetentionFields register={register} errors={errors} />
      <DigestHourField register={register} errors={errors} />
      <StaffAccessFields register={register} errors={errors} />
      <SubmitButton pending={pending} className="btn btn-primary">
        <Trans>Save settings</Trans>
      </SubmitButton>
    </form>
  );
}

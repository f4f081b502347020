import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_LOGO, type SettingsSchema } from '@visadesk/contract';
import { useController, type Control, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { ImageField } from './image-field';

type SettingsInput = z.input<typeof SettingsSchema>;

const LOGO_SIDE = 64;

/** The agency's logo at the top of every page: an upload, or the plain mark VisaDesk ships. */
export function LogoField({ control, errors }: { control: Control<SettingsInput>; errors: FieldErrors<SettingsInput> }) {
  const { t } = useLingui();
  const { field } = useController({ control, name: 'logo' });
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Logo</Trans>
      </legend>
      <p className="form-text mt-0">
        <Trans>Shown beside the consultancy name at the top of every page. The pages change only when you save the settings.</Trans>
      </p>
      <ImageField
        kind="logo"
        label={t`Upload a logo`}
        removeLabel={t`Remove the logo`}
        alt={t`Your logo`}
        value={field.value ?? ''}
        onChange={field.onChange}
        error={errors.logo?.message}
        fallback={{ source: DEFAULT_LOGO, note: t`No logo yet: the pages show this plain mark, which VisaDesk ships.` }}
        hint={t`A JPEG, PNG or WebP picture of up to 5 MB.`}
        size={LOGO_SIDE}
      />
    </fieldset>
  );
}

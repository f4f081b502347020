import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';

interface RequireTwoFactorFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  error?: string | undefined;
}

/** The super admin's switch that makes a second factor compulsory for every staff member. */
export function RequireTwoFactorField(props: RequireTwoFactorFieldProps) {
  const { t } = useLingui();
  return (
    <CheckboxField
      label={t`Require two-factor authentication for all staff`}
      hint={t`Staff without it can still sign in, but can do nothing else until they set it up on their Profile page. Set up your own first.`}
      {...props}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { InputField } from '../../../components/ui/input-field';

/** The current password, which every change to one's own sign-in asks for again. */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof InputField>, 'label' | 'type' | 'autoComplete'>) {
  const { t } = useLingui();
  return <InputField label={t`Current Password`} type="password" autoComplete="current-password" {...props} />;
}

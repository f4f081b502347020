import type { ComponentProps } from 'react';
import { InputField } from '../../../components/ui/input-field';

/** The current password, which every change to one's own sign-in asks for again. */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof InputField>, 'label' | 'type' | 'autoComplete'>) {
  return <InputField label="Current Password" type="password" autoComplete="current-password" {...props} />;
}

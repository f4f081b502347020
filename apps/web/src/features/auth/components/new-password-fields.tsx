import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { inPageLanguage } from '../../../i18n/contract-texts';
import type { MessageForm } from '../../../lib/use-message-form';

/** What a link's form sends: the link's token and the new password, twice. */
interface NewPassword {
  token: string;
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps {
  form: Pick<MessageForm<NewPassword>, 'register' | 'invalid' | 'message'>;
  /** The id of the form's message, which both fields are described by. */
  messageId: string;
}

/**
 * A reset or invitation link's form: the form's one message, the link's token, and the new password
 * twice, checked by the server as every new password is.
 */
export function NewPasswordFields({ form: { register, invalid, message }, messageId }: NewPasswordFieldsProps) {
  const { i18n, t } = useLingui();
  return (
    <>
      {message && <Alert tone="error" id={messageId}>{inPageLanguage(i18n, message)}</Alert>}
      <input type="hidden" {...register('token')} />
      <TextField label={t`New password`} type="password" autoComplete="new-password" invalid={invalid('password')} describedBy={messageId} {...register('password')} />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        invalid={invalid('confirmPassword')}
        describedBy={messageId}
        {...register('confirmPassword')}
      />
    </>
  );
}

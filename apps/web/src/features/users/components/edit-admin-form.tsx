import { zodResolver } from '@hookform/resolvers/zod';
import { PAGES, UpdateUserSchema, type User } from '@visadesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { updateUser, updateUserErrorMessage } from '../api/update-user';
import { firstErrorMessage, requireAllFieldsFirst } from '../../../lib/all-fields-first';
import type { StaffNoticeState } from './staff-notice';

const MESSAGE_ID = 'edit-admin-message';

export function EditAdminForm({ account }: { account: User }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: requireAllFieldsFirst(zodResolver(UpdateUserSchema)),
    defaultValues: { name: account.name, email: account.email },
  });

  const onSubmit = handleSubmit(async (changes) => {
    setFailure(null);
    try {
      const answer = await updateUser(account._id, changes);
      const state: StaffNoticeState = { notice: answer?.message || `${changes.name} was updated.` };
      await navigate(PAGES.userManagement, { state });
    } catch (error) {
      setFailure(updateUserErrorMessage(error));
    }
  });

  const message = firstErrorMessage(errors) ?? failure;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {message && (
        <Alert tone="error" id={MESSAGE_ID}>
          {message}
        </Alert>
      )}
      <TextField label="Name" autoComplete="off" invalid={Boolean(errors.name)} describedBy={MESSAGE_ID} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="off" invalid={Boolean(errors.email)} describedBy={MESSAGE_ID} {...register('email')} />
      <div className="d-flex gap-2">
        <SubmitButton pending={isSubmitting} className="btn btn-primary">
          Save changes
        </SubmitButton>
        <Link className="btn btn-outline-secondary" to={PAGES.userManagement}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

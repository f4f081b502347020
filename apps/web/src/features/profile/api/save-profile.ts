import type { ProfileInput } from '@visadesk/contract';
import { useDispatch } from 'react-redux';
import { profileSaved } from '../../../lib/auth';
import { useUpdateProfileMutation } from './update-profile';

/**
 * Saves one's own profile and keeps the session's copy in step (the menu's name, the email, a
 * reset's demand lifted); resolves with the server's confirmation to show.
 */
export function useSaveProfile(): (input: ProfileInput) => Promise<string | undefined> {
  const dispatch = useDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  return async (input) => {
    const answer = await updateProfile(input).unwrap();
    const passwordChanged = Boolean(input.password);
    if (answer?.user) dispatch(profileSaved({ name: answer.user.name, email: answer.user.email, passwordChanged }));
    return answer?.message;
  };
}

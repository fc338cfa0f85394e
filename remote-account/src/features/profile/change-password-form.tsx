import { Button, FormErrorSummary, Stack, TextField } from '@vg/shared';
import { PASSWORDS_DIFFER, collectProblems, newPasswordProblem } from '../../lib/account-rules';
import { useForm } from '@vg/shared/forms';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { useChangePassword } from './api/change-password';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

const validatePasswordChange = ({ newPassword, repeatPassword }: PasswordValues) =>
  collectProblems({
    newPassword: newPasswordProblem(newPassword),
    repeatPassword: newPassword === repeatPassword ? null : PASSWORDS_DIFFER,
  });

/** Changing the password signs out every other device; this one carries on with a new token. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({ initialValues: EMPTY, validate: validatePasswordChange });

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      // Accounts created through Google have no current password to give.
      { currentPassword: currentPassword || undefined, newPassword },
      { onSuccess: () => form.setValues(EMPTY), onError: form.showServerError },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap={2}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Leave empty if you signed up with Google and never set a password."
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          repeat={form.field('repeatPassword')}
        />
        <FormErrorSummary message={form.formError} />
        <div>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </Stack>
    </form>
  );
}

import { Link } from 'react-router-dom';
import { Button, ButtonLink, EmptyState, FormErrorSummary, Stack } from '@vg/shared';
import { PASSWORDS_DIFFER, collectProblems, newPasswordProblem } from '../../lib/account-rules';
import { useForm } from '@vg/shared/forms';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { useConfirmPasswordReset } from './api/confirm-password-reset';

const validateNewPassword = ({
  password,
  repeatPassword,
}: {
  password: string;
  repeatPassword: string;
}) =>
  collectProblems({
    password: newPasswordProblem(password),
    repeatPassword: password === repeatPassword ? null : PASSWORDS_DIFFER,
  });

/** Chooses a new password with the emailed single-use token. */
export function NewPasswordForm({ token }: { token: string }) {
  const reset = useConfirmPasswordReset();
  const form = useForm({
    initialValues: { password: '', repeatPassword: '' },
    validate: validateNewPassword,
  });

  if (reset.isSuccess) {
    return (
      <EmptyState
        icon="check"
        title="Your password is changed"
        description="Every device that was signed in has been signed out."
        action={
          <ButtonLink to="/sign-in" variant="primary">
            Sign in with your new password
          </ButtonLink>
        }
      />
    );
  }

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate({ token, password }, { onError: form.showServerError }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap={2}>
        <NewPasswordFields
          password={form.field('password')}
          repeat={form.field('repeatPassword')}
        />
        {/* A used or expired link is a form-level failure: offer a fresh one. */}
        <FormErrorSummary message={form.formError} />
        {form.formError ? <Link to="/reset">Ask for a new link</Link> : null}
        <Button type="submit" loading={reset.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}

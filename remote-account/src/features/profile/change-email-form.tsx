import { Button, FormErrorSummary, Stack, TextField, toast } from '@vg/shared';
import { collectProblems, emailProblem, requiredProblem } from '../../lib/account-rules';
import { useForm } from '@vg/shared/forms';
import { useChangeEmail } from './api/change-email';

const validateEmailChange = ({ email, password }: { email: string; password: string }) =>
  collectProblems({
    email: emailProblem(email),
    password: requiredProblem(password, 'Please enter your current password.'),
  });

/** The new address takes effect once confirmed through the link sent to it. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: validateEmailChange,
  });

  const submit = form.handleSubmit(({ email, password }) =>
    change.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          toast({ title: 'Check your inbox', description: answer.message, variant: 'success' });
          form.setValues({ email: '', password: '' });
        },
        onError: form.showServerError,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change email">
      <Stack gap={2}>
        <p>
          Your email is <strong>{currentEmail}</strong>. We send a link to the new address; it
          replaces the old one once you open it.
        </p>
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <FormErrorSummary message={form.formError} />
        <div>
          <Button type="submit" loading={change.isPending}>
            Change email
          </Button>
        </div>
      </Stack>
    </form>
  );
}

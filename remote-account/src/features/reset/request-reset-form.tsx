import { Button, EmptyState, FormErrorSummary, Stack, TextField } from '@vg/shared';
import { collectProblems, emailProblem } from '../../lib/account-rules';
import { useForm } from '@vg/shared/forms';
import { useRequestPasswordReset } from './api/request-password-reset';

export const RESET_REQUESTED_FALLBACK =
  'If an account exists for this email, we sent a link to reset its password.';

/** Asks for the address; the answer never tells whether an account exists for it. */
export function RequestResetForm() {
  const request = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => collectProblems({ email: emailProblem(email) }),
  });

  if (request.isSuccess) {
    return (
      <EmptyState
        icon="check"
        title="Check your inbox"
        description={`${request.data.message || RESET_REQUESTED_FALLBACK} The link works once, for one hour.`}
      />
    );
  }

  const submit = form.handleSubmit(({ email }) =>
    request.mutate(email.trim(), { onError: form.showServerError }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Reset your password">
      <Stack gap={2}>
        <p>
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </p>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <FormErrorSummary message={form.formError} />
        <Button type="submit" loading={request.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}

import { Badge, Button, FormErrorSummary, Stack, TextField, toast } from '@vg/shared';
import { ResendVerificationButton } from '../../lib/resend-verification-button';
import { collectProblems, emailProblem, requiredProblem } from '../../lib/account-rules';
import { useForm } from '@vg/shared/forms';
import { useChangeEmail } from './api/change-email';

const validateEmailChange = ({ email, password }: { email: string; password: string }) =>
  collectProblems({
    email: emailProblem(email),
    password: requiredProblem(password, 'Please enter your current password.'),
  });

/** The new address takes effect once confirmed through the link sent to it. */
export function ChangeEmailForm({
  currentEmail,
  confirmed,
}: {
  currentEmail: string;
  /** Whether the member opened the link sent to it (docs/product.md#accounts). */
  confirmed: boolean;
}) {
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
          Your email is <strong>{currentEmail}</strong>{' '}
          {confirmed ? (
            <Badge tone="success">Confirmed</Badge>
          ) : (
            <Badge tone="warning">Not confirmed yet</Badge>
          )}
        </p>
        {confirmed ? null : (
          <>
            <p>
              Open the link we sent to it: public pages and share links wait for a confirmed
              address.
            </p>
            <ResendVerificationButton email={currentEmail} />
          </>
        )}
        <p>We send a link to a new address; it replaces the old one once you open it.</p>
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

import { Button, FormErrorSummary, Stack, toast } from '@vg/shared';
import { useResendVerificationEmail } from './api/resend-verification-email';
import { errorMessage } from '@vg/shared/forms';

/** Sends the confirmation link again; a refusal (too many requests) stays on screen beside it. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerificationEmail();

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: 'Email sent',
          description: answer.message || `We sent a new confirmation link to ${email}.`,
          variant: 'success',
        }),
    });

  return (
    <Stack gap={1.5} align="start">
      <Button variant="secondary" onClick={send} loading={resend.isPending}>
        Resend the email
      </Button>
      <FormErrorSummary message={resend.isError ? errorMessage(resend.error) : null} />
    </Stack>
  );
}

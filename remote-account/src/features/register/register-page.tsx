import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sameSitePath, withNext } from '@vg/contract/rules';
import { Button, CheckboxField, FormErrorSummary, Stack, TextField } from '@vg/shared';
import { AuthPage } from '../../lib/auth-page';
import {
  PASSWORD_HINT,
  USERNAME_MAX_LENGTH,
  collectProblems,
  emailProblem,
  newPasswordProblem,
  usernameProblem,
} from '../../lib/account-rules';
import { PrivacyPolicyLink, TermsLink } from '../../lib/policy-links';
import { useForm } from '@vg/shared/forms';
import { useRegister } from './api/register';

export const TERMS_REQUIRED =
  'Please accept the Terms of Service and the Privacy Policy to create an account.';

interface RegisterValues {
  email: string;
  username: string;
  password: string;
  acceptedPolicies: boolean;
}

const validateRegistration = (values: RegisterValues) =>
  collectProblems({
    email: emailProblem(values.email),
    username: usernameProblem(values.username),
    password: newPasswordProblem(values.password),
    acceptedPolicies: values.acceptedPolicies ? null : TERMS_REQUIRED,
  });

export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Where the visitor was going (a hand-over's page): the confirm-your-email page leads on there.
  const next = sameSitePath(searchParams.get('next'), window.location.origin);
  const registration = useRegister();
  const form = useForm<RegisterValues>({
    initialValues: { email: '', username: '', password: '', acceptedPolicies: false },
    validate: validateRegistration,
  });

  const submit = form.handleSubmit(({ email, username, password }) =>
    registration.mutate(
      { email: email.trim(), username: username.trim(), password },
      {
        onSuccess: () => navigate(withNext('/verify-email', next)),
        onError: form.showServerError,
      },
    ),
  );

  return (
    <AuthPage
      title="Create your account"
      description="Keep your vintage vehicles, their service history and modifications in one logbook."
      footer={
        <p>
          Already have an account? <Link to={withNext('/sign-in', next)}>Sign in</Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Create your account">
        <Stack gap={2}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            hint="We send a link to confirm it."
            {...form.field('email')}
          />
          <TextField
            label="Username"
            autoComplete="username"
            required
            maxLength={USERNAME_MAX_LENGTH}
            hint="3 to 50 characters: letters, numbers, dots, dashes and underscores. Shown on your public pages."
            {...form.field('username')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
            {...form.field('password')}
          />
          <CheckboxField
            label={
              <>
                I accept the <TermsLink /> and the <PrivacyPolicyLink />
              </>
            }
            required
            {...form.checkbox('acceptedPolicies')}
          />
          <FormErrorSummary message={form.formError} />
          <Button type="submit" loading={registration.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}

import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_AFTER_SIGN_IN, sameSitePath, withNext } from '@vg/contract/rules';
import { Button, FormErrorSummary, Stack, TextField } from '@vg/shared';
import { AuthPage } from '../../lib/auth-page';
import { collectProblems, requiredProblem } from '../../lib/account-rules';
import { useForm } from '@vg/shared/forms';
import { useLogin } from './api/login';
import { GoogleSignInLink } from '../../lib/google-sign-in-link';

const validateSignIn = ({ identifier, password }: { identifier: string; password: string }) =>
  collectProblems({
    identifier: requiredProblem(identifier, 'Please enter your email or username.'),
    password: requiredProblem(password, 'Please enter your password.'),
  });

export function SignInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  // Only a path of this site (docs/security.md T47), by the same rule as the rendered form's.
  const next = sameSitePath(searchParams.get('next'), window.location.origin);
  const form = useForm({
    initialValues: { identifier: '', password: '' },
    validate: validateSignIn,
  });

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate(next ?? DEFAULT_AFTER_SIGN_IN, { replace: true }),
      // Both fields keep what was typed; the reason shows next to them.
      onError: form.showServerError,
    }),
  );

  return (
    <AuthPage
      title="Sign in"
      description="Welcome back to your garage."
      footer={
        <p>
          New to Vintage Garage? <Link to={withNext('/register', next)}>Create an account</Link>
        </p>
      }
    >
      <Stack gap={3}>
        <form onSubmit={submit} noValidate aria-label="Sign in">
          <Stack gap={2}>
            <TextField
              label="Email or username"
              autoComplete="username"
              required
              {...form.field('identifier')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              {...form.field('password')}
            />
            <FormErrorSummary message={form.formError} />
            <Button type="submit" loading={login.isPending}>
              Sign in
            </Button>
            {/* After the button, so the Tab order is the form's: email, password, sign in. */}
            <p>
              <Link to="/reset">Forgot your password?</Link>
            </p>
          </Stack>
        </form>
        <GoogleSignInLink returnTo={next ?? undefined} />
      </Stack>
    </AuthPage>
  );
}

import { Link, useSearchParams } from 'react-router-dom';
import { AuthPage } from '../../lib/auth-page';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';

/** `/reset` asks for a link; `/reset?token=` (the emailed link) sets the new password. */
export function ResetPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthPage
      title={token ? 'Choose a new password' : 'Reset your password'}
      footer={
        <p>
          Remembered it? <Link to="/sign-in">Sign in</Link>
        </p>
      }
    >
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
    </AuthPage>
  );
}

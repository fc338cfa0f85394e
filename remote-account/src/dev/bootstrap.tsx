// Standalone development (npm run dev -w @vg/remote-account, port 3003): every page of this
// remote inside the host's contexts, with the API proxied under /api like the host does.
import { mountRemoteHarness } from '@vg/shared';
import { ConfirmEmailPage } from '../features/confirm-email/confirm-email-page';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { ProfilePage } from '../features/profile/profile-page';
import { RegisterPage } from '../features/register/register-page';
import { ResetPage } from '../features/reset/reset-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { VerifyEmailPage } from '../features/verify-email/verify-email-page';
import { ConsentPreview } from './consent-preview';

mountRemoteHarness('account', [
  { path: '/', element: <SignInPage /> },
  { path: '/sign-in', element: <SignInPage />, label: 'Sign in' },
  { path: '/register', element: <RegisterPage />, label: 'Register' },
  { path: '/verify-email', element: <VerifyEmailPage />, label: 'Verify email' },
  { path: '/email/confirm', element: <ConfirmEmailPage />, label: 'Confirm email' },
  { path: '/reset', element: <ResetPage />, label: 'Reset' },
  { path: '/profile', element: <ProfilePage />, label: 'Profile' },
  { path: '/notifications', element: <NotificationsPage />, label: 'Notifications' },
  { path: '/consent', element: <ConsentPreview />, label: 'Consent dialog' },
]);

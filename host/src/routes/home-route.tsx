import { LoadingState, useSession } from '@vg/shared';
import { RemotePage } from '../federation/remote-page';
import { LandingPage } from '../pages/landing/landing-page';
import { VERIFYING_TEXT } from './guards';

/** '/': the garage dashboard when signed in, the landing page otherwise. */
export function HomeRoute() {
  const { status } = useSession();
  if (status === 'verifying') return <LoadingState text={VERIFYING_TEXT} />;
  if (status === 'signed-in') return <RemotePage remote="garage" page="dashboard-page" />;
  return <LandingPage />;
}

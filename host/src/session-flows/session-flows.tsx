import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator } from '@vg/shared';
import { ConsentGate } from './consent-gate';
import { useSuspensionNotice } from './use-suspension-notice';
import { useUnverifiedBanner } from './use-unverified-banner';

/** The session behaviour of the spec's section 4 that lives in the address bar. */
export function SessionFlows() {
  const navigate = useNavigate();
  // Session expiry goes to /sign-in through the router, without a reload.
  useEffect(() => registerNavigator((to: string) => navigate(to)), [navigate]);
  useSuspensionNotice();
  useUnverifiedBanner();
  return <ConsentGate />;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator } from '@vg/shared';
import { ConsentGate } from './consent-gate';
import { useSuspensionNotice } from './use-suspension-notice';
import { useUnverifiedBanner } from './use-unverified-banner';

/** The session behaviour that lives in the address bar (docs/product.md#session). */
export function SessionFlows() {
  const navigate = useNavigate();
  // Session expiry goes to /sign-in through the router, without a reload.
  useEffect(() => registerNavigator((to: string) => navigate(to)), [navigate]);
  useSuspensionNotice();
  useUnverifiedBanner();
  return <ConsentGate />;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@vg/shared';
import { parseSuspension } from './parse-address';

export const SUSPENSION_TOAST_MS = 10_000;

/** `?error=account_suspended`: say so, offer a way to reach us, then tidy the address. */
export function useSuspensionNotice() {
  const navigate = useNavigate();
  useEffect(() => {
    const message = parseSuspension(window.location.search);
    if (message === null) return;
    toast({
      title: 'Account Suspended',
      description: message,
      variant: 'destructive',
      duration: SUSPENSION_TOAST_MS,
      action: { label: 'Contact Us', onClick: () => navigate('/#contact') },
    });
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`);
  }, [navigate]);
}

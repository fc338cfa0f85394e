// The policies open in a new tab: they are read beside a half-filled form (or a dialog that
// cannot be dismissed), which must still be there afterwards.
export function TermsLink() {
  return (
    <a href="/terms" target="_blank" rel="noopener">
      Terms of Service
    </a>
  );
}

export function PrivacyPolicyLink() {
  return (
    <a href="/privacy-policy" target="_blank" rel="noopener">
      Privacy Policy
    </a>
  );
}

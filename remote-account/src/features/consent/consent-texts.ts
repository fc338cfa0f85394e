// docs/product.md#consent, word for word.
export const CONSENT_REQUIRED_TITLE = 'Consent Required';
export const CONSENT_REQUIRED_DESCRIPTION =
  'Please accept both Terms of Service and Privacy Policy to continue.';
export const CONSENT_FAILURE_TITLE = 'Error';
export const CONSENT_FAILURE_FALLBACK = 'Failed to save your preferences. Please try again.';
export const USERNAME_CHANGE_LATER = 'You can change your username later in your profile settings.';

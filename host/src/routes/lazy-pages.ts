import { lazy, type ComponentType } from 'react';

// The host's own secondary pages load when first opened, so a visitor's first
// load carries only the landing page (its JavaScript budget is 200 KB gzip).
function lazyNamed<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const HelpPage = lazyNamed(() => import('../pages/info/help-page'), 'HelpPage');
export const TermsPage = lazyNamed(() => import('../pages/info/terms-page'), 'TermsPage');
export const PrivacyPolicyPage = lazyNamed(
  () => import('../pages/info/privacy-policy-page'),
  'PrivacyPolicyPage',
);
export const NotFoundPage = lazyNamed(
  () => import('../pages/not-found/not-found-page'),
  'NotFoundPage',
);
export const ForbiddenPage = lazyNamed(
  () => import('../pages/forbidden/forbidden-page'),
  'ForbiddenPage',
);

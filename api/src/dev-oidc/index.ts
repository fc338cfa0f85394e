import { DEV_OIDC_CLIENT, DEV_OIDC_PORT } from '../config.js';
import { startDevOidc } from './provider.js';

// Development only: a stand-in for Google. Reads the same variables as the API so both agree by default.
const env = process.env;
const port = Number(env.DEV_OIDC_PORT ?? DEV_OIDC_PORT);
const publicOrigin = (env.PUBLIC_ORIGIN ?? 'http://localhost:8080').replace(/\/+$/, '');
const redirectUris = [
  env.OIDC_REDIRECT_URI ?? `${publicOrigin}/api/v1/auth/google/callback`,
  // Direct calls to the API port (no host in front) during API development.
  'http://localhost:4000/api/v1/auth/google/callback',
  ...(env.DEV_OIDC_EXTRA_REDIRECT_URIS?.split(',')
    .map((uri) => uri.trim())
    .filter(Boolean) ?? []),
];

if (env.NODE_ENV === 'production') {
  console.error('The development OpenID provider does not run with NODE_ENV=production.');
  process.exit(1);
}

const running = await startDevOidc({
  port,
  host: env.DEV_OIDC_HOST ?? '127.0.0.1',
  issuer: env.OIDC_ISSUER ?? `http://localhost:${port}`,
  clientId: env.OIDC_CLIENT_ID ?? DEV_OIDC_CLIENT.clientId,
  clientSecret: env.OIDC_CLIENT_SECRET ?? DEV_OIDC_CLIENT.clientSecret,
  redirectUris: [...new Set(redirectUris)],
});
console.log(
  `Development OpenID provider at ${running.url} (redirects: ${redirectUris.join(', ')})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}

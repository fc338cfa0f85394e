import { randomBytes } from 'node:crypto';

/**
 * Settings production accepts (docs/security.md T25): its own JWT secret, a real OpenID provider over
 * https with its own client secret, and a mail transport. A test that runs the API with
 * NODE_ENV=production starts from these and changes what it is about.
 */
export const productionEnv = (): Record<string, string> => ({
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  OIDC_ISSUER: 'https://accounts.google.com',
  OIDC_CLIENT_ID: 'vintage-garage.apps.googleusercontent.com',
  OIDC_CLIENT_SECRET: randomBytes(24).toString('base64url'),
  SMTP_URL: 'smtp://mail.example.test:587',
});

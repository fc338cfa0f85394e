import { readFileSync } from 'node:fs';

/** The JWT secret outside production when none is set; published here, so production refuses it. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production-0123456789';

/**
 * Secrets written in this repository, now or in its history: anyone can read them, so production
 * refuses them as the JWT secret (docs/security.md T25). `api/test/config.test.ts` fails when a long
 * literal on a line of the repository that speaks of a secret is missing here.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  DEV_JWT_SECRET,
  // docker-compose.yml shipped it until the compose API generated its own on first start.
  'compose-only-jwt-secret-not-for-production-0123456789',
  'a-production-secret-that-is-long-enough',
  'another-secret-of-at-least-32-characters!!',
  'someone-elses-secret-someone-elses-secret',
];

const JWT_SECRET_MIN_LENGTH = 32;
type Read = (name: string) => string | undefined;

/**
 * The JWT secret from JWT_SECRET or from the file JWT_SECRET_FILE names (compose generates one
 * into a volume on first start). Production refuses none, a short one and a published one.
 */
export function readJwtSecret(
  read: Read,
  isProduction: boolean,
  problems: string[],
  warnings: string[],
): string {
  const file = read('JWT_SECRET_FILE');
  let name = 'JWT_SECRET';
  let secret = read('JWT_SECRET');
  if (file !== undefined) {
    if (secret !== undefined) problems.push('Set JWT_SECRET or JWT_SECRET_FILE, not both');
    name = 'JWT_SECRET_FILE';
    try {
      secret = readFileSync(file, 'utf8').trim() || undefined;
      if (secret === undefined) problems.push(`JWT_SECRET_FILE names an empty file (${file})`);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      problems.push(`JWT_SECRET_FILE cannot be read (${file}: ${reason})`);
    }
  }
  if (secret === undefined) {
    if (isProduction && file === undefined) problems.push('JWT_SECRET is required in production');
    else if (!isProduction)
      warnings.push(
        'JWT_SECRET is not set: using the development secret, never do this in production',
      );
    return DEV_JWT_SECRET;
  }
  if (secret.length < JWT_SECRET_MIN_LENGTH)
    problems.push(`${name} must be at least ${JWT_SECRET_MIN_LENGTH} characters long`);
  else if (isProduction && PUBLISHED_SECRETS.includes(secret))
    problems.push(
      `${name} is a secret written in the repository, known to anyone: generate one (openssl rand -base64 48)`,
    );
  return secret;
}

export interface ProductionSettings {
  oidc: { issuer: string; clientSecret: string };
  /** The development OpenID provider's issuer and client secret (src/dev-oidc). */
  developmentOidc: { issuer: string; clientSecret: string };
  allowDevelopmentSignIn: boolean;
  smtpUrl: string | null;
}

/**
 * What production refuses beyond single bad values (docs/security.md T25): the development OpenID
 * provider (it signs anyone in as any address, an admin's included) unless ALLOW_DEVELOPMENT_SIGN_IN
 * says this is a local integration run, and a missing mail transport (the development outbox keeps
 * emails, their links' tokens included, in memory and writes the links to the log).
 */
export function productionProblems(settings: ProductionSettings, warnings: string[]): string[] {
  const problems: string[] = [];
  const { oidc, developmentOidc } = settings;
  if (settings.allowDevelopmentSignIn) {
    warnings.push(
      'ALLOW_DEVELOPMENT_SIGN_IN is on: the development OpenID provider signs anyone in as any address, ADMIN_EMAILS included; for local integration only, never on a public address',
    );
  } else {
    if (oidc.issuer === developmentOidc.issuer)
      problems.push(
        `OIDC_ISSUER is the development OpenID provider (${oidc.issuer}), which signs anyone in as any address: set your provider's issuer (https://accounts.google.com), or ALLOW_DEVELOPMENT_SIGN_IN=true for a local integration run`,
      );
    else if (/^http:/i.test(oidc.issuer))
      problems.push(`OIDC_ISSUER must be an https: URL in production (got "${oidc.issuer}")`);
    if (oidc.clientSecret === developmentOidc.clientSecret)
      problems.push(
        "OIDC_CLIENT_SECRET is the development provider's secret, written in the repository: set your provider's client secret",
      );
  }
  if (settings.smtpUrl === null)
    problems.push(
      'SMTP_URL is required in production: without a mail transport, emails and the tokens in their links would stay in memory and in the log',
    );
  return problems;
}

import escapeHtml from 'escape-html';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface DevOidcOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

interface DevAccount {
  email: string;
  name: string;
}

/** The same email always maps to the same subject, so "signing in again" finds the same account. */
const subjectFor = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 24);

function signInPage(uid: string, clientId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Development sign-in</title></head>
<body style="font-family:sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem">
<h1>Development sign-in</h1>
<p>A stand-in for Google on this machine. Any email works; ${escapeHtml(clientId)} receives it as verified.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<p><label for="email">Email</label><br><input id="email" name="email" type="email" required autofocus style="width:100%"></p>
<p><label for="name">Name</label><br><input id="name" name="name" type="text" style="width:100%"></p>
<p><button type="submit">Sign in</button></p>
</form></body></html>`;
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 10_000) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A development OpenID provider (oidc-provider) with its own sign-in page: any email, a name.
 * Accounts live in memory; the API's client is pre-registered and consent is implied (first party).
 */
export function createDevOidcHandler(options: DevOidcOptions): http.RequestListener {
  const accounts = new Map<string, DevAccount>();

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The ID token carries the claims directly, so the API needs no userinfo call.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, accountId) => {
      const account = accounts.get(accountId);
      if (!account) return undefined;
      return {
        accountId,
        claims: async () => ({
          sub: accountId,
          email: account.email,
          email_verified: true,
          name: account.name,
        }),
      };
    },
    // First-party client: grant what it asks for instead of showing a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.on('server_error', (_ctx, error) => console.error('dev-oidc server error', error));
  const providerHandler = provider.callback();

  // Serve the interaction (sign-in) pages ourselves and everything else through the provider.
  return async (request, response) => {
    if (!/^\/interaction\/[\w-]+$/.test(request.url?.split('?')[0] ?? ''))
      return providerHandler(request, response);
    try {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'GET') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        return response.end(signInPage(details.uid, options.clientId));
      }
      const form = await readForm(request);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        return response.end('Enter an email address.');
      }
      const accountId = subjectFor(email);
      accounts.set(accountId, {
        email,
        name: (form.get('name') ?? '').trim() || email.split('@')[0] || email,
      });
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(`Sign-in failed: ${(error as Error).message}`);
    }
  };
}

export interface RunningDevOidc {
  url: string;
  close(): Promise<void>;
}

/** Starts the provider on loopback; port 0 picks a free one (tests). */
export async function startDevOidc(
  options: Omit<DevOidcOptions, 'issuer'> & { issuer?: string; port: number; host?: string },
): Promise<RunningDevOidc> {
  const server = http.createServer();
  await new Promise<void>((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', resolve),
  );
  // With port 0 the issuer is only known once listening.
  const issuer = options.issuer ?? `http://localhost:${(server.address() as AddressInfo).port}`;
  server.on('request', createDevOidcHandler({ ...options, issuer }));
  return {
    url: issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

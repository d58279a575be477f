/**
 * A real OpenID provider playing Google for the end-to-end run (oidc-provider on loopback, plain http).
 *
 * - One confidential client, authenticated with client_secret_basic, code flow only; PKCE is required for
 *   every client (the library's default).
 * - Any login name typed into the provider's built-in development login form is an account: its email is
 *   `<login>@gmail.test`, verified, and its name is made from the login ('ada.lovelace' -> 'Ada Lovelace').
 * - Like Google, scope claims travel in the ID token, and `prompt=select_account` is honoured by showing the
 *   login form again even when the provider already has a session.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy, type Configuration } from 'oidc-provider';

export const GOOGLE_CLIENT_ID = 'stylebook-e2e';

/** The account a login name stands for; tests use this to know what the app was told. */
export function googleAccount(login: string) {
  const words = login.split(/[._-]+/).filter(Boolean);
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') || login;
  return {
    sub: login,
    email: `${login}@gmail.test`.toLowerCase(),
    email_verified: true,
    name,
    given_name: name.split(' ')[0]!,
  };
}

/** 1x1 PNG served as every account's picture, so an avatar taken from the claims really loads. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Google's account chooser, approximated: `prompt=select_account` asks for a login again. */
function policyWithAccountSelection() {
  const policy = interactionPolicy.base();
  const selectAccount = new interactionPolicy.Prompt({ name: 'select_account', requestable: true });
  // Requestable adds a check that would need an interaction of its own; the login prompt below stands in.
  selectAccount.checks.clear();
  policy.add(selectAccount);
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check(
        'select_account',
        'The end-user is asked to choose an account',
        (ctx) => ctx.oidc.prompts.has('select_account') && !ctx.oidc.result?.login,
      ),
    );
  return policy;
}

export async function startOidcPeer(options: {
  port: number;
  clientSecret: string;
  redirectUri: string;
  host?: string;
}) {
  const host = options.host ?? '127.0.0.1';
  const issuer = `http://${host}:${options.port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const configuration: Configuration = {
    clients: [
      {
        client_id: GOOGLE_CLIENT_ID,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'picture'],
    },
    conformIdTokenClaims: false,
    findAccount(_ctx, sub) {
      const account = googleAccount(sub);
      return {
        accountId: sub,
        claims: () => ({ ...account, picture: `${issuer}/pictures/${encodeURIComponent(sub)}.png` }),
      };
    },
    interactions: { policy: policyWithAccountSelection() },
    jwks: { keys: [{ ...signingKey, kid: 'e2e', use: 'sig', alg: 'RS256' }] },
    // Plain http on loopback: a SameSite=None cookie must be Secure, so browsers would drop the default.
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path.startsWith('/pictures/')) {
      ctx.type = 'image/png';
      ctx.body = PICTURE;
      return;
    }
    await next();
  });

  const server = provider.listen(options.port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

  return {
    issuer,
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

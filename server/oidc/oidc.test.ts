// Sign in with Garden end to end: a partner app (openid-client) discovers the demo garden's
// provider, sends a signed-in fan through the PKCE authorization, the fan allows on the
// consent screen (the GraphQL mutation), and the app exchanges the code for tokens whose
// claims name the fan. Also: another garden's client, a wrong redirect_uri, a denial, a
// consent from another browser, and the operator mutations with their role guard.
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as oidcClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../community/tables';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { createGardenHttpServer } from '../http/gardenHttpServer';
import { startSession } from '../testing/sessionCookies';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { deleteExpiredOidcRecords } from './adapter';
import { loadOidcKeys } from './signingKeys';
import { oidcRecords } from './tables';

const REDIRECT_URI = 'http://localhost:7777/callback';
const FAN = 'oidc-fan';

const REGISTER = `mutation Register($input: RegisterOAuthClientInput!) {
  registerOAuthClient(input: $input) {
    __typename
    ... on RegisterOAuthClientPayload { clientSecret client { clientId name confidential scopes } }
    ... on Error { message }
  }
}`;

/** The cookies a browser would keep, by name (paths are not needed in these flows). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describe.each(testBackends)('Sign in with Garden (%s)', (backend) => {
  let garden: TestGarden;
  let server: Server;
  let origin: string;
  let confidential: { clientId: string; secret: string };
  let publicClientId: string;
  let otherClientId: string;

  const register = async (
    input: Record<string, unknown>,
    options: { as?: string; tenant?: string } = { as: DEMO_OPERATOR_UID },
  ) => garden.call(REGISTER, { input }, options);

  beforeAll(async () => {
    // The provider's keys are generated into the data directory on first use.
    process.env.GARDEN_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'garden-oidc-'));
    garden = await createTestGarden(backend);
    server = createGardenHttpServer(garden.server.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await garden.join(FAN, 'Puzzle Fan');
    const base = {
      nameJa: '魔王子パズル',
      nameEn: 'Demon Prince Puzzle',
      redirectUris: [REDIRECT_URI],
      scopes: ['PROFILE', 'EMAIL'],
    };
    const secret = await register({ ...base, clientMutationId: 'c1', confidential: true });
    const payload = secret.data!.registerOAuthClient;
    confidential = { clientId: payload.client.clientId, secret: payload.clientSecret };
    const open = await register({ ...base, clientMutationId: 'c2', confidential: false });
    publicClientId = open.data!.registerOAuthClient.client.clientId;
    await garden.join('other-operator', 'Other operator', OTHER_TENANT_ID);
    // The other garden's operator: promoted behind the API, as its seed would.
    await tenantScope(garden.database.db, OTHER_TENANT_ID).update(
      users,
      { role: 'OPERATOR' },
      eq(users.authUid, 'other-operator'),
    );
    const other = await register(
      { ...base, clientMutationId: 'c3', confidential: false },
      { as: 'other-operator', tenant: OTHER_TENANT_ID },
    );
    otherClientId = other.data!.registerOAuthClient.client.clientId;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await garden?.close();
  });

  const issuer = (tenant = 'demo') => new URL(`${origin}/oauth/${tenant}`);

  /** Starts a PKCE authorization as the partner's browser; the consent page's uid. */
  async function startSignIn(
    clientId: string,
    jar: CookieJar,
    params: Record<string, string> = {},
  ) {
    const config = await oidcClient.discovery(issuer(), clientId, undefined, oidcClient.None(), {
      execute: [oidcClient.allowInsecureRequests],
    });
    const verifier = oidcClient.randomPKCECodeVerifier();
    const state = oidcClient.randomState();
    const nonce = oidcClient.randomNonce();
    const url = oidcClient.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email',
      code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...params,
    });
    const response = await fetch(url, { redirect: 'manual' });
    jar.take(response);
    return { response, verifier, state, nonce };
  }

  async function consent(
    name: 'approveOAuthAuthorization' | 'denyOAuthAuthorization',
    uid: string,
    jar: CookieJar,
    as = FAN,
  ) {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { ...(await garden.headers({ as })), cookie: jar.header() },
      body: JSON.stringify({
        query: `mutation Answer($input: ${name === 'approveOAuthAuthorization' ? 'Approve' : 'Deny'}OAuthAuthorizationInput!) {
          ${name}(input: $input) {
            __typename
            ... on OAuthAuthorizationAnsweredPayload { redirectUrl }
            ... on Error { message }
          }
        }`,
        variables: { input: { uid } },
      }),
    });
    return (
      (await response.json()) as {
        data: Record<string, { __typename: string; redirectUrl?: string }>;
      }
    ).data[name]!;
  }

  const uidOf = (response: Response) => {
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, origin);
    expect(location.pathname).toBe('/oauth/authorize');
    return location.searchParams.get('uid')!;
  };

  it('signs a fan in: discovery, PKCE, consent through GraphQL, code exchange, ID token, userinfo', async () => {
    const config = await oidcClient.discovery(
      issuer(),
      confidential.clientId,
      confidential.secret,
      undefined,
      { execute: [oidcClient.allowInsecureRequests] },
    );
    expect(config.serverMetadata().issuer).toBe(`${origin}/oauth/demo`);
    expect(config.serverMetadata().response_types_supported).toEqual(['code']);
    expect(config.serverMetadata().code_challenge_methods_supported).toEqual(['S256']);

    const jar = new CookieJar();
    const verifier = oidcClient.randomPKCECodeVerifier();
    const state = oidcClient.randomState();
    const nonce = oidcClient.randomNonce();
    const authorize = await fetch(
      oidcClient.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email',
        code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      }),
      { redirect: 'manual' },
    );
    jar.take(authorize);
    const uid = uidOf(authorize);

    const page = await garden.call(
      `query ($uid: String!) { oauthAuthorization(uid: $uid) { uid clientName scopes } }`,
      { uid },
      { language: 'en' },
    );
    expect(page.data!.oauthAuthorization).toEqual({
      uid,
      clientName: 'Demon Prince Puzzle',
      scopes: ['OPENID', 'PROFILE', 'EMAIL'],
    });
    const ja = await garden.call(
      `query ($uid: String!) { oauthAuthorization(uid: $uid) { clientName } }`,
      { uid },
    );
    expect(ja.data!.oauthAuthorization.clientName).toBe('魔王子パズル');

    const answered = await consent('approveOAuthAuthorization', uid, jar);
    expect(answered.__typename).toBe('OAuthAuthorizationAnsweredPayload');
    const resumed = await fetch(answered.redirectUrl!, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    expect(resumed.status).toBe(303);
    jar.take(resumed); // the provider's own session
    const callback = new URL(resumed.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const tokens = await oidcClient.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const claims = tokens.claims()!;
    const fan = await garden.call(`{ viewer { user { id } } }`, {}, { as: FAN });
    expect(claims).toMatchObject({
      iss: `${origin}/oauth/demo`,
      aud: confidential.clientId,
      sub: fan.data!.viewer.user.id,
      nickname: 'Puzzle Fan',
      email: `${FAN}@example.com`,
      email_verified: false,
    });
    const userInfo = await oidcClient.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userInfo).toMatchObject({
      sub: claims.sub,
      nickname: 'Puzzle Fan',
      email: `${FAN}@example.com`,
    });

    // Allowed once: a silent sign-in (prompt=none) works while the fan is signed in to the
    // garden as the same account, and ends with the garden session.
    const silently = async (cookie: string) => {
      const response = await fetch(
        oidcClient.buildAuthorizationUrl(config, {
          redirect_uri: REDIRECT_URI,
          scope: 'openid profile',
          code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          prompt: 'none',
        }),
        { redirect: 'manual', headers: { cookie } },
      );
      expect(response.status).toBe(303);
      return new URL(response.headers.get('location')!).searchParams;
    };
    const gardenSession = await startSession(origin, await garden.auth.tokenFor(FAN));
    expect((await silently(`${jar.header()}; ${gardenSession}`)).get('code')).toBeTruthy();
    expect((await silently(jar.header())).get('error')).toBe('login_required');
    const operatorSession = await startSession(
      origin,
      await garden.auth.tokenFor(DEMO_OPERATOR_UID),
    );
    expect((await silently(`${jar.header()}; ${operatorSession}`)).get('error')).toBe(
      'login_required',
    );

    // The answer was used: a second answer is refused, typed.
    expect((await consent('denyOAuthAuthorization', uid, jar)).__typename).toBe(
      'OAuthInteractionExpiredError',
    );
  });

  it('refuses a client of another garden and a redirect_uri the client did not register', async () => {
    const jar = new CookieJar();
    const refused = await fetch(
      `${origin}/oauth/demo/auth?${new URLSearchParams({
        client_id: otherClientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: REDIRECT_URI,
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
      { redirect: 'manual' },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('invalid_client');
    // …while the same request names a client the demo garden knows.
    const known = await startSignIn(publicClientId, jar);
    expect(known.response.status).toBe(303);

    const wrongRedirect = await startSignIn(publicClientId, jar, {
      redirect_uri: 'http://localhost:7777/elsewhere',
    });
    expect(wrongRedirect.response.status).toBe(400);
    expect(await wrongRedirect.response.text()).toContain('redirect_uri');
  });

  it('refuses an authorization without PKCE', async () => {
    const response = await fetch(
      `${origin}/oauth/demo/auth?${new URLSearchParams({
        client_id: publicClientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: REDIRECT_URI,
      })}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('sends access_denied back when the fan declines', async () => {
    const jar = new CookieJar();
    const { response, state } = await startSignIn(publicClientId, jar);
    const answered = await consent('denyOAuthAuthorization', uidOf(response), jar);
    expect(answered.__typename).toBe('OAuthAuthorizationAnsweredPayload');
    const resumed = await fetch(answered.redirectUrl!, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    const callback = new URL(resumed.headers.get('location')!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('answers only the browser that started the sign-in, a signed-in fan, and its own garden', async () => {
    const jar = new CookieJar();
    const { response } = await startSignIn(publicClientId, jar);
    const uid = uidOf(response);
    const elsewhere = await consent('approveOAuthAuthorization', uid, new CookieJar());
    expect(elsewhere.__typename).toBe('OAuthInteractionExpiredError');
    const visitor = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { ...(await garden.headers()), cookie: jar.header() },
      body: JSON.stringify({
        query: `mutation ($input: ApproveOAuthAuthorizationInput!) { approveOAuthAuthorization(input: $input) { __typename } }`,
        variables: { input: { uid } },
      }),
    });
    expect(
      ((await visitor.json()) as { data: { approveOAuthAuthorization: { __typename: string } } })
        .data.approveOAuthAuthorization.__typename,
    ).toBe('ShouldBeLoggedInOrSignedUpError');
    const otherGarden = await garden.call(
      `query ($uid: String!) { oauthAuthorization(uid: $uid) { uid } }`,
      { uid },
      { tenant: OTHER_TENANT_ID },
    );
    expect(otherGarden.data!.oauthAuthorization).toBeNull();
    expect(
      (await garden.call(`{ oauthAuthorization(uid: "nope") { uid } }`)).data!.oauthAuthorization,
    ).toBeNull();
  });

  it('lets only operators list, register and revoke clients; a revoked client is unknown', async () => {
    const list = `{ oauthClients(first: 10) { __typename ... on OAuthClientConnection { edges { node { clientId confidential } } } } }`;
    expect((await garden.call(list)).data!.oauthClients.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect((await garden.call(list, {}, { as: FAN })).data!.oauthClients.__typename).toBe(
      'PermissionDeniedError',
    );
    const listed = await garden.call(list, {}, { as: DEMO_OPERATOR_UID });
    const ids = listed.data!.oauthClients.edges.map(
      (edge: { node: { clientId: string } }) => edge.node.clientId,
    );
    expect(ids).toContain(confidential.clientId);
    expect(ids).not.toContain(otherClientId);

    const byFan = await register(
      {
        clientMutationId: 'f1',
        nameJa: 'x',
        nameEn: 'x',
        redirectUris: [REDIRECT_URI],
        scopes: [],
        confidential: false,
      },
      { as: FAN },
    );
    expect(byFan.data!.registerOAuthClient.__typename).toBe('PermissionDeniedError');
    const badUri = await register({
      clientMutationId: 'b1',
      nameJa: 'x',
      nameEn: 'x',
      redirectUris: ['http://evil.example/cb'],
      scopes: [],
      confidential: false,
    });
    expect(badUri.data!.registerOAuthClient.__typename).toBe('InvalidInputError');

    const revoke = `mutation ($input: RevokeOAuthClientInput!) { revokeOAuthClient(input: $input) { __typename } }`;
    expect(
      (await garden.call(revoke, { input: { clientId: otherClientId } }, { as: DEMO_OPERATOR_UID }))
        .data!.revokeOAuthClient.__typename,
    ).toBe('NotFoundError');
    expect(
      (await garden.call(revoke, { input: { clientId: publicClientId } }, { as: FAN })).data!
        .revokeOAuthClient.__typename,
    ).toBe('PermissionDeniedError');
    expect(
      (
        await garden.call(
          revoke,
          { input: { clientId: publicClientId } },
          { as: DEMO_OPERATOR_UID },
        )
      ).data!.revokeOAuthClient.__typename,
    ).toBe('RevokeOAuthClientPayload');
    const afterRevoke = await startSignIn(publicClientId, new CookieJar());
    expect(afterRevoke.response.status).toBe(400);
    expect(await afterRevoke.response.text()).toContain('invalid_client');
  });

  it('drops expired provider records of every garden, and keeps the others', async () => {
    const { db } = garden.database;
    const hour = 60 * 60 * 1000;
    for (const tenant of ['demo', OTHER_TENANT_ID]) {
      const scope = tenantScope(db, tenant);
      await scope.insert(oidcRecords, [
        { model: 'Session', id: 'gone', payload: {}, expiresAt: new Date(Date.now() - hour) },
        { model: 'Session', id: 'kept', payload: {}, expiresAt: new Date(Date.now() + hour) },
      ]);
    }
    expect(await deleteExpiredOidcRecords(db)).toBeGreaterThanOrEqual(2);
    for (const tenant of ['demo', OTHER_TENANT_ID]) {
      const left = await tenantScope(db, tenant).select(
        oidcRecords,
        eq(oidcRecords.model, 'Session'),
      );
      expect(left.map((row) => row.id)).toContain('kept');
      expect(left.map((row) => row.id)).not.toContain('gone');
    }
  });

  it('keeps its signing keys in the data directory, or takes them from the environment', () => {
    const dir = `${process.env.GARDEN_DATA_DIR}/oidc-keys-${process.pid}-${Date.now()}.json`;
    const first = loadOidcKeys({}, dir);
    expect(loadOidcKeys({}, dir)).toEqual(first);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(
      loadOidcKeys(
        { OIDC_JWKS: JSON.stringify(first.jwks), OIDC_COOKIE_KEYS: 'a, b' },
        '/nonexistent/x.json',
      ),
    ).toEqual({ jwks: first.jwks, cookieKeys: ['a', 'b'] });
  });
});

// Partner sign-in: the demo partner's server asks for a one-time link for its user, the
// page uses it and gets a Firebase custom token for a uid of that partner's own (never a
// fan's), and the link then works no more. Refused: a wrong or missing secret, a public
// client, another garden's partner, a bad user id, an unknown, expired or used link.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SIGN_IN_LINKS_PATH } from '../../common/apiPaths';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import {
  DEMO_OAUTH_CLIENT_ID,
  DEMO_PARTNER_CLIENT_ID,
  DEMO_PARTNER_SECRET,
} from './demoOAuthClients';
import {
  deleteExpiredPartnerSignInLinks,
  hashLinkToken,
  PARTNER_LINK_RETENTION_MS,
  partnerUid,
} from './partnerSignIn';
import { partnerSignInLinks } from './tables';

const REDEEM = `mutation($input: RedeemPartnerSignInLinkInput!) {
  redeemPartnerSignInLink(input: $input) {
    __typename
    ... on RedeemPartnerSignInLinkPayload { customToken partnerName }
    ... on PartnerSignInLinkError { reason }
    ... on Error { message }
  }
}`;

/** What POST /partner/sign-in-links answers: a link, or a refusal. */
interface LinkAnswer {
  url: string;
  expiresAt: string;
  error: { code: string; message: string };
}

/** The claims of a custom token (unsigned against the emulator; read, not verified). */
const decodeJwt = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    uid: string;
    claims: Record<string, string>;
  };

const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;

describe.each(testBackends)('partner sign-in by custom token (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  const askForLink = async (
    options: {
      authorization?: string;
      tenant?: string;
      body?: unknown;
      language?: 'ja' | 'en';
    } = {},
  ) => {
    const response = await garden.server.yoga.fetch(
      `http://garden.test${PARTNER_SIGN_IN_LINKS_PATH}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          tenant: options.tenant ?? 'demo',
          'language-code': options.language ?? 'en',
          authorization:
            options.authorization ?? basic(DEMO_PARTNER_CLIENT_ID, DEMO_PARTNER_SECRET),
        },
        body: JSON.stringify(options.body ?? { userId: 'player-42' }),
      },
    );
    return { status: response.status, body: (await response.json()) as LinkAnswer };
  };
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const redeem = (token: string, clientMutationId: string, tenant?: string) =>
    garden.call(REDEEM, { input: { clientMutationId, token } }, { tenant, language: 'en' });

  it('gives a short-lived link that signs the partner’s user in once', async () => {
    const before = Date.now();
    const link = await askForLink();
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/^http:\/\/garden\.test\/partner-sign-in\?token=[\w-]{43}$/);
    const expiresAt = Date.parse(link.body.expiresAt);
    expect(expiresAt - before).toBeGreaterThan(4 * 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(5 * 60_000 + 1000);
    // Only the token's hash is kept.
    const token = tokenOf(link.body.url);
    const [row] = await garden.database.db
      .select()
      .from(partnerSignInLinks)
      .where(eq(partnerSignInLinks.tokenHash, hashLinkToken(token)));
    expect(row).toMatchObject({ tenantId: 'demo', partnerUserId: 'player-42' });

    const used = await redeem(token, 'partner-1');
    expect(used.data?.redeemPartnerSignInLink).toMatchObject({
      __typename: 'RedeemPartnerSignInLinkPayload',
      partnerName: 'The Puppet’s Tea Party',
    });
    const claims = decodeJwt(used.data.redeemPartnerSignInLink.customToken);
    const uid = partnerUid('demo', DEMO_PARTNER_CLIENT_ID, 'player-42');
    expect(claims.uid).toBe(uid);
    expect(uid).toMatch(/^partner-[\w-]{43}$/);
    expect(claims.claims).toEqual({
      partnerClientId: DEMO_PARTNER_CLIENT_ID,
      partnerUserId: 'player-42',
      tenant: 'demo',
    });

    // The same call retried gets its answer again; any other use is refused.
    const retried = await redeem(token, 'partner-1');
    expect(retried.data.redeemPartnerSignInLink.__typename).toBe('RedeemPartnerSignInLinkPayload');
    expect(decodeJwt(retried.data.redeemPartnerSignInLink.customToken).uid).toBe(uid);
    const reused = await redeem(token, 'partner-2');
    expect(reused.data.redeemPartnerSignInLink).toEqual({
      __typename: 'PartnerSignInLinkError',
      reason: 'USED',
      message: 'This sign-in link was already used. Please sign in again from the partner app.',
    });
  });

  it('derives uids that neither collide across partners, gardens and users nor look like a fan’s', () => {
    const uids = new Set([
      partnerUid('demo', 'a', 'b:c'),
      partnerUid('demo', 'a:b', 'c'),
      partnerUid('other', 'a', 'b:c'),
      partnerUid('demo', 'a', 'b:d'),
    ]);
    expect(uids.size).toBe(4);
    for (const uid of uids) expect(uid.length).toBeGreaterThan(28);
  });

  it('refuses a wrong, missing or public client’s credentials, in the caller’s language', async () => {
    const before = await tableCounts(garden.database.db);
    const wrong = await askForLink({
      authorization: basic(DEMO_PARTNER_CLIENT_ID, 'not-the-secret'),
    });
    expect(wrong).toEqual({
      status: 401,
      body: {
        error: {
          code: 'INVALID_CLIENT',
          message: 'The partner app could not be authenticated. Check its client ID and secret.',
        },
      },
    });
    const japanese = await askForLink({ authorization: 'Bearer x', language: 'ja' });
    expect(japanese.status).toBe(401);
    expect(japanese.body.error.message).toContain('連携アプリの認証に失敗しました');
    // The puzzle game is a public client: it has no secret to prove anything with.
    const publicClient = await askForLink({ authorization: basic(DEMO_OAUTH_CLIENT_ID, '') });
    expect(publicClient.body.error.code).toBe('INVALID_CLIENT');
    // The demo garden's partner is unknown to another garden.
    const elsewhere = await askForLink({ tenant: OTHER_TENANT_ID });
    expect(elsewhere.body.error.code).toBe('INVALID_CLIENT');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses a missing or malformed user id', async () => {
    for (const body of [{}, { userId: '' }, { userId: 'a b' }, { userId: 'x'.repeat(129) }, 'x']) {
      const refused = await askForLink({ body });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('INVALID_USER_ID');
    }
  });

  it('refuses unknown and expired links, and a link used in another garden', async () => {
    const unknown = await redeem('x'.repeat(43), 'unknown-1');
    expect(unknown.data.redeemPartnerSignInLink.reason).toBe('UNKNOWN');
    const empty = await redeem('  ', 'unknown-2');
    expect(empty.data.redeemPartnerSignInLink.__typename).toBe('InvalidInputError');

    const link = await askForLink({ body: { userId: 'player-late' } });
    const token = tokenOf(link.body.url);
    const elsewhere = await redeem(token, 'elsewhere-1', OTHER_TENANT_ID);
    expect(elsewhere.data.redeemPartnerSignInLink.reason).toBe('UNKNOWN');
    await garden.database.db
      .update(partnerSignInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerSignInLinks.tokenHash, hashLinkToken(token)));
    const expired = await redeem(token, 'late-1');
    expect(expired.data.redeemPartnerSignInLink).toMatchObject({
      __typename: 'PartnerSignInLinkError',
      reason: 'EXPIRED',
      message: expect.stringContaining('expired'),
    });
    const japanese = await garden.call(
      REDEEM,
      { input: { clientMutationId: 'late-2', token } },
      { language: 'ja' },
    );
    expect(japanese.data.redeemPartnerSignInLink.message).toContain('有効期限');
  });

  it('forgets links a day after they expired, and only those', async () => {
    const tokens = await Promise.all(
      ['player-old', 'player-recent'].map(async (userId) =>
        hashLinkToken(tokenOf((await askForLink({ body: { userId } })).body.url)),
      ),
    );
    const now = Date.now();
    const expiredAt = [now - PARTNER_LINK_RETENTION_MS - 60_000, now - 60_000];
    for (const [index, tokenHash] of tokens.entries())
      await garden.database.db
        .update(partnerSignInLinks)
        .set({ expiresAt: new Date(expiredAt[index]) })
        .where(eq(partnerSignInLinks.tokenHash, tokenHash));

    expect(await deleteExpiredPartnerSignInLinks(garden.database.db)).toBeGreaterThanOrEqual(1);
    const left = await garden.database.db
      .select({ tokenHash: partnerSignInLinks.tokenHash })
      .from(partnerSignInLinks)
      .where(inArray(partnerSignInLinks.tokenHash, tokens));
    expect(left).toEqual([{ tokenHash: tokens[1] }]);
  });
});

describe.each(testBackends)('partner sign-in links are rate limited (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend, {
      rateLimits: { partnerSignInLinksPerClient: { points: 2, duration: 60 } },
    });
  });
  afterAll(() => garden?.close());

  it('refuses a partner asking for links too fast, with when to try again', async () => {
    const ask = () =>
      garden.server.yoga.fetch(`http://garden.test${PARTNER_SIGN_IN_LINKS_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          tenant: 'demo',
          'language-code': 'ja',
          authorization: basic(DEMO_PARTNER_CLIENT_ID, DEMO_PARTNER_SECRET),
        },
        body: JSON.stringify({ userId: 'player-eager' }),
      });
    expect((await ask()).status).toBe(201);
    expect((await ask()).status).toBe(201);
    const before = await tableCounts(garden.database.db);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as LinkAnswer;
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toContain('秒');
    // Nothing was written for the refused call.
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });
});

// Hostile inputs to Sign in with Garden: the consent page's query and answers as the app
// sends them (trusted documents), and the provider's own endpoints, against the real server
// on a port: no response ≥ 500, no stack trace, nothing written, pings answered in time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  expectClean,
  expectNoWrites,
  expectPingDuring,
  generatedOperationText,
  sendAbuse,
  startAbuseServer,
  type AbuseRequest,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const HOSTILE = [
  ...HOSTILE_TEXTS,
  '../../../etc/passwd',
  'javascript:alert(1)',
  '%00%0d%0aSet-Cookie: a=b',
];

/** A path or cookie part of a value (a lone surrogate becomes U+FFFD, as a browser sends it). */
const component = (value: string) =>
  encodeURIComponent(Buffer.from(value.slice(0, 200)).toString('utf8'));

function graphqlCorpus(authorization?: string): AbuseRequest[] {
  return HOSTILE.flatMap((value, index) => {
    const op = (name: string, variables: Record<string, unknown>): AbuseRequest => ({
      label: `${name} #${index}${authorization ? ' (member)' : ''}`,
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        tenant: 'demo',
        cookie: `_garden_oidc_interaction_demo=${component(value)}`,
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify({ query: generatedOperationText(name), variables }),
    });
    return [
      op('OAuthAuthorizeConfirmPageQuery', { uid: value }),
      op('useAnswerOAuthAuthorizationMutationApproveMutation', { input: { uid: value } }),
      op('useAnswerOAuthAuthorizationMutationDenyMutation', { input: { uid: value } }),
    ];
  });
}

function providerCorpus(): AbuseRequest[] {
  return HOSTILE.flatMap((raw, index) => {
    const value = raw.slice(0, 2_000);
    const query = new URLSearchParams({
      client_id: value,
      response_type: 'code',
      redirect_uri: value,
      scope: value,
      code_challenge: value,
      code_challenge_method: 'S256',
    });
    return [
      { label: `auth #${index}`, method: 'GET', path: `/oauth/demo/auth?${query}` },
      {
        label: `token #${index}`,
        method: 'POST',
        path: '/oauth/demo/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: value,
          client_id: value,
          code_verifier: value,
          redirect_uri: value,
        }).toString(),
      },
      {
        label: `resume #${index}`,
        method: 'GET',
        path: `/oauth/demo/auth/${component(value)}`,
      },
      {
        label: `tenant #${index}`,
        method: 'GET',
        path: `/oauth/${component(value)}/.well-known/openid-configuration`,
      },
    ] satisfies AbuseRequest[];
  });
}

describe.each(testBackends)('hostile inputs to Sign in with Garden (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it('answers every one cleanly, writing nothing, for a visitor and a member', async () => {
    const member = `Bearer ${await server.auth.tokenFor('seed-fan-kuro')}`;
    const requests = [...graphqlCorpus(), ...graphqlCorpus(member), ...providerCorpus()];
    const answers: string[] = [];
    await expectNoWrites(server, async () => {
      for (let start = 0; start < requests.length; start += 10) {
        const batch = requests.slice(start, start + 10);
        const responses = await expectPingDuring(server, () =>
          Promise.all(batch.map((request) => sendAbuse(server, request))),
        );
        batch.forEach((request, index) => {
          expectClean(request, responses[index]!);
          answers.push(responses[index]!.text);
        });
      }
    });
    expect(answers.some((text) => text.includes('"OAuthInteractionExpiredError"'))).toBe(true);
    expect(answers.some((text) => text.includes('invalid_client'))).toBe(true);
  }, 300_000);
});

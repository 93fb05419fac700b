// Hostile inputs to the notifications feature's operations, as the app sends them (trusted
// documents) against the real server on a port: no response ≥ 500, no stack trace, nothing
// written (no subscription is stored, no push is sent), and pings answered in time.
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
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'javascript:alert(1)',
];

function corpus(authorization?: string): AbuseRequest[] {
  return HOSTILE.flatMap((value, index) => {
    const op = (name: string, variables: Record<string, unknown>): AbuseRequest => ({
      label: `${name} #${index}${authorization ? ' (member)' : ''}`,
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        tenant: 'demo',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify({ query: generatedOperationText(name), variables }),
    });
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const secret = Buffer.alloc(16, 2).toString('base64url');
    return [
      op('useNotificationMutationsSubscribeMutation', {
        input: { clientMutationId: `a-${index}`, endpoint: value, p256dh: key, auth: secret },
      }),
      op('useNotificationMutationsSubscribeMutation', {
        input: {
          clientMutationId: `b-${index}`,
          endpoint: 'https://push.example/abuse',
          p256dh: value,
          auth: value,
        },
      }),
      op('useNotificationMutationsUnsubscribeMutation', {
        input: { clientMutationId: `c-${index}`, endpoint: value },
      }),
      op('useNotificationMutationsTestMutation', { input: { clientMutationId: value } }),
    ];
  });
}

describe.each(testBackends)('hostile inputs to notifications (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it('answers every one cleanly, writing nothing, for a visitor and a member', async () => {
    const member = `Bearer ${await server.auth.tokenFor('seed-fan-kuro')}`;
    const requests = [...corpus(), ...corpus(member)];
    const answers: string[] = [];
    await expectNoWrites(server, async () => {
      for (let start = 0; start < requests.length; start += 10) {
        const batch = requests.slice(start, start + 10);
        const responses = await expectPingDuring(server, () =>
          Promise.all(batch.map((request) => sendAbuse(server, request))),
        );
        batch.forEach((request, index) => {
          expectClean(request, responses[index]);
          if (request.label.endsWith('(member)')) answers.push(responses[index].text);
        });
      }
    });
    expect(answers.some((text) => text.includes('"InvalidInputError"'))).toBe(true);
  }, 300_000);
});

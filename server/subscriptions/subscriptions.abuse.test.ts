// Hostile inputs to memberships, as the app sends them (trusted documents) against the real
// server on a port: no response ≥ 500, no stack trace, nothing written (no card is ever
// charged by a hostile card number), and pings answered in time throughout.
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

const DEMO_PLAN = Buffer.from('MembershipPlan:1').toString('base64');

const HOSTILE = [
  ...HOSTILE_TEXTS,
  '4242424242424241',
  'TWVtYmVyc2hpcFBsYW46OTk5OTk5OTk5OTk5OTk5OTk5',
  'TWVtYmVyc2hpcEludm9pY2U6LTE=',
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
    return [
      op('MembershipInvoicePageQuery', { invoiceId: value }),
      op('MembershipInvoicesPaginationQuery', { count: 20, cursor: value }),
      op('MembershipInvoicesPaginationQuery', { count: 51, cursor: null }),
      op('MembershipPlanListPaginationQuery', { id: value, count: -1, cursor: value }),
      op('useSubscribeToMembershipMutation', {
        input: { clientMutationId: `abuse-${index}`, planId: value, card: '4242424242424242' },
      }),
      op('useSubscribeToMembershipMutation', {
        input: { clientMutationId: value, planId: DEMO_PLAN, card: value },
      }),
      op('useChangeMembershipRenewalMutationCancelMutation', {
        input: { clientMutationId: value },
      }),
      op('useChangeMembershipRenewalMutationResumeMutation', {
        input: { clientMutationId: value },
      }),
    ];
  });
}

describe.each(testBackends)('hostile inputs to memberships (%s)', (backend) => {
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
    expect(answers.some((text) => text.includes('"PaymentError"'))).toBe(true);
    expect(answers.some((text) => text.includes('"NotFoundError"'))).toBe(true);
  }, 300_000);
});

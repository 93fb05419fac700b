// Hostile inputs to the chat feature's newer operations, as the app sends them (trusted
// documents) against the real server on a port: a channel opened at a message (`around`),
// reports of messages and fans, the moderators' queue and its resolution. No response
// ≥ 500, no stack trace, nothing written, and pings answered in time throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  impossibleIdsOf,
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
  ...impossibleIdsOf('ChatMessage'),
  '‮nimda',
  'Q2hhbm5lbDox', // Channel:1, a real channel as a message id
  '🌹'.repeat(3000),
];

function operation(
  name: string,
  variables: Record<string, unknown>,
  label: string,
  authorization?: string,
): AbuseRequest {
  return {
    label: `${name} ${label}${authorization ? ' (member)' : ''}`,
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      tenant: 'demo',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({ query: generatedOperationText(name), variables }),
  };
}

function corpus(authorization?: string): AbuseRequest[] {
  const requests: AbuseRequest[] = [];
  HOSTILE.forEach((value, index) => {
    const op = (name: string, variables: Record<string, unknown>) =>
      operation(name, variables, `#${index}`, authorization);
    requests.push(
      op('ChatChannelPageQuery', { channelId: value, messageCount: 30, targetMessageId: value }),
      op('ChatChannelPageQuery', {
        channelId: 'Q2hhbm5lbDox',
        messageCount: 1_000_000,
        targetMessageId: value,
      }),
      op('useReportChatMessageMutation', {
        input: { clientMutationId: value, messageId: value, reason: 'SPAM', note: value },
      }),
      op('useReportChatMessageMutation', {
        input: { clientMutationId: 'x', messageId: value, reason: value },
      }),
      op('useReportUserMutation', {
        input: { clientMutationId: value, userId: value, reason: 'HARASSMENT', note: value },
      }),
      op('useResolveChatReportMutation', {
        input: { clientMutationId: value, reportId: value, action: 'DISMISS' },
      }),
      op('ReportQueuePaginationQuery', { count: 20, cursor: value, status: 'OPEN' }),
      op('ReportQueuePaginationQuery', { count: -1, cursor: value, status: value }),
    );
  });
  return requests;
}

describe.each(testBackends)('hostile inputs to chat (%s)', (backend) => {
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
    // The member's reports got past sign-in and were refused on their inputs.
    expect(answers.some((text) => text.includes('"NotFoundError"'))).toBe(true);
    expect(answers.some((text) => text.includes('ShouldBeLoggedInOrSignedUpError'))).toBe(false);
  }, 300_000);
});

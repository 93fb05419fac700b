// Hostile inputs to the information feature's operations, as the app sends them (trusted
// documents) against the real server on a port: no response ≥ 500, no stack trace,
// nothing written, and pings answered in time throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  appOperation,
  impossibleIdsOf,
  expectClean,
  expectNoWrites,
  expectPingDuring,
  sendAbuse,
  startAbuseServer,
  type AbuseRequest,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const HOSTILE = [...HOSTILE_TEXTS, ...impossibleIdsOf('InformationArticle'), 'VG9waWM6MQ=='];

function corpus(authorization?: string): AbuseRequest[] {
  return HOSTILE.flatMap((value, index) => {
    const op = (name: string, variables: Record<string, unknown>): AbuseRequest =>
      appOperation(name, variables, { label: `#${index}`, authorization });
    return [
      op('ArticlePageQuery', { articleId: value }),
      op('OfficialSchedulePageQuery', { scheduleId: value }),
      op('InformationListPaginationQuery', {
        id: value,
        count: 20,
        cursor: value,
        category: value,
      }),
      op('InformationListPaginationQuery', { id: value, count: 51, cursor: null, category: null }),
      op('EventListPaginationQuery', { id: value, count: -1, cursor: value }),
      op('FavoriteInformationPaginationQuery', { count: 20, cursor: value }),
      op('useMarkInformationReadMutation', {
        input: { clientMutationId: value, articleId: value },
      }),
      op('useSetInformationFavoriteMutation', {
        input: { clientMutationId: value, articleId: value, favorite: true },
      }),
    ];
  });
}

describe.each(testBackends)('hostile inputs to information (%s)', (backend) => {
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
    expect(answers.some((text) => text.includes('"NotFoundError"'))).toBe(true);
  }, 300_000);

  it('answers a calendar file request for nothing, or for another garden, with 404', async () => {
    for (const path of [
      '/calendar/demo/official-schedules/999999999.ics',
      '/calendar/nope/official-schedules/1.ics',
      '/calendar/demo/official-schedules/1.ics/../../x',
      "/calendar/demo/official-schedules/1'.ics",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect([404]).toContain(response.status);
    }
  });
});

// Hostile inputs to supporter rank, against the real server on a port (trusted documents
// only): season ids that name nothing, hostile page sizes and cursors, and the leaderboard
// choice for a season that is not there. No response ≥ 500, no stack trace, pings in time,
// nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  appOperation,
  expectNoWrites,
  impossibleIdsOf,
  sendCleanly,
  startAbuseServer,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const HOSTILE_IDS = [...HOSTILE_TEXTS, ...impossibleIdsOf('SupporterSeason'), 'VXNlcjox'];
const HOSTILE_SIZES = [-1, 0, 51, 2 ** 31 - 1];

describe.each(testBackends)('hostile supporter rank inputs (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it('answers every one cleanly, writing nothing, for a visitor and a member', async () => {
    const member = `Bearer ${await server.auth.tokenFor('seed-fan-kuro')}`;
    const requests = [undefined, member].flatMap((authorization) => [
      ...HOSTILE_IDS.flatMap((value, index) => [
        appOperation(
          'SupporterRankPageQuery',
          { seasonId: value, first: 20 },
          { label: `season #${index}`, authorization },
        ),
        appOperation(
          'SupporterLeaderboardPaginationQuery',
          { id: value, first: 20, after: value },
          { label: `leaderboard #${index}`, authorization },
        ),
        appOperation(
          'useSetSupporterLeaderboardVisibilityMutation',
          { input: { clientMutationId: `hide-${index}`, seasonId: value, hidden: true } },
          { label: `hide #${index}`, authorization },
        ),
      ]),
      ...HOSTILE_SIZES.map((first, index) =>
        appOperation(
          'SupporterRankPageQuery',
          { seasonId: null, first },
          { label: `size #${index}`, authorization },
        ),
      ),
    ]);
    const responses = await expectNoWrites(server, () => sendCleanly(server, requests));
    responses.forEach((response, index) =>
      expect(response.text, requests[index].label).not.toContain(
        'SetSupporterLeaderboardVisibilityPayload',
      ),
    );
    // The member's refusals are typed: the season is not found.
    expect(responses.some((response) => response.text.includes('"NotFoundError"'))).toBe(true);
  }, 300_000);
});

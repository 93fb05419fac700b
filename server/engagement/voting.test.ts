// Voting events: free votes per Tokyo day ("already voted" after), an exact tally under 1,000
// concurrent votes, counts hidden until the close when the event says so, and the one-time
// share reward.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { coinBalance, grantFreeCoins } from '../coins/ledger';
import { users } from '../community/tables';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { engagementClock } from './clock';
import { demoScope, fanId, VOTE, VOTING_EVENT } from './engagementTestDocuments';
import { votes, votingCandidates, votingEvents } from './tables';
import { castVote } from './vote';

const SHARE = `mutation($input: ReceiveVotingShareRewardInput!) {
  receiveVotingShareReward(input: $input) {
    __typename
    ... on ReceiveVotingShareRewardPayload { event { viewerReceivedShareReward } }
    ... on Error { message }
  }
}`;

describe.each(testBackends)('voting (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const event = async (identifier: string, as?: string) =>
    (await garden.call(VOTING_EVENT, { identifier }, { as, language: 'en' })).data.votingEvent;
  const vote = (as: string, candidateId: string) =>
    garden.call(
      VOTE,
      { input: { clientMutationId: `v-${(counter += 1)}`, candidateId } },
      { as, language: 'en' },
    );

  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => garden?.close());

  it('takes the free votes of the day, then answers AlreadyVotedError until Tokyo midnight', async () => {
    await garden.join('voter', 'Voter');
    const open = await event('best-scene-2026', 'voter');
    expect(open).toMatchObject({
      phase: 'OPEN',
      countsVisible: true,
      freeVotesPerDay: 3,
      viewerFreeVotesLeft: 3,
    });
    const [first] = open.candidates;
    for (let n = 1; n <= 3; n += 1) {
      const result = await vote('voter', first.id);
      expect(result.data.vote).toEqual({
        __typename: 'VotePayload',
        candidate: { id: first.id, voteCount: first.voteCount + n, viewerVoteCount: n },
        event: { viewerFreeVotesLeft: 3 - n },
      });
    }
    expect((await vote('voter', first.id)).data.vote).toEqual({
      __typename: 'AlreadyVotedError',
      message: "You have used all of today's votes. New votes arrive at midnight (Japan time).",
    });
    // The next Tokyo day brings new votes.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    vi.spyOn(engagementClock, 'now').mockReturnValue(tomorrow);
    expect((await event('best-scene-2026', 'voter')).viewerFreeVotesLeft).toBe(3);
    expect((await vote('voter', first.id)).data.vote.__typename).toBe('VotePayload');
  });

  it('tallies 1,000 concurrent votes exactly', async () => {
    const db = demoScope(garden);
    const [row] = await db
      .insert(votingEvents, {
        identifier: 'tally',
        title: { en: 'Tally' },
        description: { en: 'Tally' },
        opensAt: new Date(Date.now() - 1000),
        closesAt: new Date(Date.now() + 60 * 60 * 1000),
        freeVotesPerDay: 1,
        showCounts: true,
      })
      .returning();
    const candidates = await db
      .insert(votingCandidates, [
        { eventId: row.id, name: { en: 'A' }, description: { en: 'A' }, position: 0 },
        { eventId: row.id, name: { en: 'B' }, description: { en: 'B' }, position: 1 },
      ])
      .returning();
    // 500 fans, each voting twice at once with one free vote: 500 votes count, 500 are refused.
    const fans = await db
      .insert(
        users,
        Array.from({ length: 500 }, (_, n) => ({ authUid: `tally-${n}`, displayName: `Fan ${n}` })),
      )
      .returning({ id: users.id });
    const now = new Date();
    const outcomes = await Promise.all(
      fans.flatMap((fan, n) =>
        [0, 1].map(() => db.transaction((tx) => castVote(tx, fan.id, row, candidates[n % 2], now))),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === true)).toHaveLength(500);
    expect(outcomes.filter((outcome) => outcome === 'NO_VOTES_LEFT')).toHaveLength(500);
    const tallied = await db.select(votingCandidates, eq(votingCandidates.eventId, row.id));
    expect(tallied.map((candidate) => candidate.voteCount)).toEqual([250, 250]);
    expect(await db.count(votes, eq(votes.eventId, row.id))).toBe(500);
  });

  it('hides counts until the close when the event says so, and refuses votes after it', async () => {
    await garden.join('late', 'Late');
    const db = demoScope(garden);
    const [spring] = await db.select(
      votingEvents,
      eq(votingEvents.identifier, 'favourite-character-spring'),
    );
    const closed = await event('favourite-character-spring', 'late');
    expect(closed.phase).toBe('CLOSED');
    expect(closed.candidates.map((c: { voteCount: number }) => c.voteCount)).toEqual([1893, 2041]);
    expect((await vote('late', closed.candidates[0].id)).data.vote.__typename).toBe(
      'VotingClosedError',
    );
    // While it was open, the counts were hidden.
    vi.spyOn(engagementClock, 'now').mockReturnValue(new Date(spring.opensAt.getTime() + 1000));
    const open = await event('favourite-character-spring', 'late');
    expect(open).toMatchObject({ phase: 'OPEN', countsVisible: false });
    expect(open.candidates.map((c: { voteCount: number | null }) => c.voteCount)).toEqual([
      null,
      null,
    ]);
  });

  it('gives the share reward once', async () => {
    await garden.join('sharer', 'Sharer');
    const { id } = await event('best-scene-2026', 'sharer');
    const share = () =>
      garden.call(
        SHARE,
        { input: { clientMutationId: `s-${(counter += 1)}`, eventId: id } },
        { as: 'sharer', language: 'en' },
      );
    const results = await Promise.all([share(), share(), share()]);
    const outcomes = results.map((result) => result.data.receiveVotingShareReward);
    expect(outcomes.filter((o) => o.__typename === 'ReceiveVotingShareRewardPayload')).toEqual([
      { __typename: 'ReceiveVotingShareRewardPayload', event: { viewerReceivedShareReward: true } },
    ]);
    expect(outcomes.filter((o) => o.__typename === 'AlreadyReceivedShareRewardError')).toHaveLength(
      2,
    );
    expect(outcomes[0].message ?? outcomes[1].message).toBe(
      'You have already received the reward for sharing this event.',
    );
    expect(await fanId(garden, 'sharer')).toBeGreaterThan(0);
  });

  it('sells extra votes for coins once the free votes are used, and refuses without coins', async () => {
    await garden.join('payer', 'Payer');
    const db = demoScope(garden);
    const userId = await fanId(garden, 'payer');
    const [row] = await db
      .insert(votingEvents, {
        identifier: 'paid-votes',
        title: { en: 'Paid votes' },
        description: { en: 'Paid votes' },
        opensAt: new Date(Date.now() - 1000),
        closesAt: new Date(Date.now() + 60 * 60 * 1000),
        freeVotesPerDay: 1,
        extraVoteCoinPrice: 5,
        showCounts: true,
      })
      .returning();
    const [candidate] = await db
      .insert(votingCandidates, {
        eventId: row.id,
        name: { en: 'A' },
        description: { en: 'A' },
        position: 0,
      })
      .returning();
    const id = toGlobalId('VotingCandidate', candidate.id);
    const paid = (payWithCoins: boolean) =>
      garden.call(
        VOTE,
        { input: { clientMutationId: `pv-${(counter += 1)}`, candidateId: id, payWithCoins } },
        { as: 'payer', language: 'en' },
      );
    expect((await paid(true)).data.vote.__typename).toBe('VotePayload'); // the free vote
    expect((await paid(false)).data.vote.__typename).toBe('AlreadyVotedError');
    const before = await tableCounts(garden.database.db);
    const refused = await paid(true);
    expect(refused.data.vote).toMatchObject({ __typename: 'StaminaNotEnoughError' });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    await db.transaction((tx) =>
      grantFreeCoins(tx, { userId, amount: 7, reference: 'test-gift', label: { en: 'gift' } }),
    );
    const bought = await paid(true);
    expect(bought.data.vote).toMatchObject({
      __typename: 'VotePayload',
      candidate: { voteCount: 2, viewerVoteCount: 2 },
    });
    expect(await coinBalance(db, userId)).toEqual({ paid: 0, free: 2 });
    expect((await paid(true)).data.vote.__typename).toBe('StaminaNotEnoughError');
  });

  it('answers nothing of another garden', async () => {
    expect(await event('secret-vote')).toBeNull();
  });
});

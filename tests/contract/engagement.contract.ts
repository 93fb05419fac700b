// Engagement: missions with the viewer's progress, check-in once a day, votes from the day's
// free votes and the share reward once, with the same typed errors in the request language,
// on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const MISSIONS = /* GraphQL */ `
  query ContractMissions {
    missions(first: 20) {
      edges {
        node {
          id
          kind
          period
          targetCount
          progress
          claimed
          claimable
          rewards {
            kind
            amount
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`;

const CLAIM = /* GraphQL */ `
  mutation ContractClaimMissionReward($input: ClaimMissionRewardInput!) {
    claimMissionReward(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const CHECK_IN = /* GraphQL */ `
  mutation ContractCheckIn($input: CheckInInput!) {
    checkIn(input: $input) {
      __typename
      ... on CheckInPayload {
        checkIn {
          checkedInToday
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const CHECK_IN_STATUS = /* GraphQL */ `
  query ContractCheckInStatus {
    checkIn {
      checkedInToday
      streak
      total
      points
    }
  }
`;

const VOTING_EVENT = /* GraphQL */ `
  query ContractVotingEvent($identifier: String!) {
    votingEvent(identifier: $identifier) {
      id
      phase
      freeVotesPerDay
      viewerFreeVotesLeft
      candidates {
        id
        name
        imageUrl
      }
    }
  }
`;

const VOTE = /* GraphQL */ `
  mutation ContractVote($input: VoteInput!) {
    vote(input: $input) {
      __typename
      ... on VotePayload {
        event {
          viewerFreeVotesLeft
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const SHARE = /* GraphQL */ `
  mutation ContractReceiveVotingShareReward($input: ReceiveVotingShareRewardInput!) {
    receiveVotingShareReward(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const CREATE_MISSION = /* GraphQL */ `
  mutation ContractCreateMission($input: CreateMissionInput!) {
    createMission(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const missionKinds = [
  'LOGGED_IN',
  'CHAT_ROOM_POST',
  'POST_LIKE',
  'POST',
  'COMMENT',
  'USER_FOLLOW',
  'COMMUNITY_REGISTRATION',
  'TREASURE_MACHINE_DRAW',
];

export default defineContract('engagement', [
  {
    name: 'lists missions with no progress for a visitor, and refuses a visitor’s claim',
    async run(server) {
      const visitor = await server.call(MISSIONS);
      const missions = visitor.data?.missions.edges.map((edge: { node: unknown }) => edge.node);
      expect(missions.length).toBeGreaterThan(3);
      for (const mission of missions) {
        expect(missionKinds).toContain(mission.kind);
        expect(['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY']).toContain(mission.period);
        expect(mission).toMatchObject({ progress: 0, claimed: false, claimable: false });
        expect(mission.targetCount).toBeGreaterThan(0);
        expect(mission.rewards.length).toBeGreaterThan(0);
      }
      const refused = await server.call(
        CLAIM,
        { input: { clientMutationId: 'contract-claim', missionId: missions[0].id } },
        { language: 'en' },
      );
      expect(refused.data?.claimMissionReward).toEqual({
        __typename: 'ShouldBeLoggedInOrSignedUpError',
        message: 'Please sign in and join the garden to do this.',
      });
    },
  },
  {
    name: 'checks a member in once a day',
    async run(server) {
      expect((await server.call(CHECK_IN_STATUS)).data?.checkIn).toEqual({
        checkedInToday: false,
        streak: 0,
        total: 0,
        points: 0,
      });
      await joinAs(server, 'contract-check-in');
      const first = await server.call(
        CHECK_IN,
        { input: { clientMutationId: 'contract-check-in-1' } },
        { as: 'contract-check-in', language: 'en' },
      );
      expect(first.data?.checkIn).toEqual({
        __typename: 'CheckInPayload',
        checkIn: { checkedInToday: true },
      });
      const again = await server.call(
        CHECK_IN,
        { input: { clientMutationId: 'contract-check-in-2' } },
        { as: 'contract-check-in', language: 'en' },
      );
      expect(again.data?.checkIn).toEqual({
        __typename: 'AlreadyCheckedInError',
        message: 'You have already checked in today. Come back after midnight (Japan time).',
      });
    },
  },
  {
    name: 'takes a vote from the day’s free votes, and the share reward once',
    async run(server) {
      expect(
        (await server.call(VOTING_EVENT, { identifier: 'no-such-event' })).data?.votingEvent,
      ).toBeNull();
      await joinAs(server, 'contract-voter');
      const as = { as: 'contract-voter', language: 'en' as const };
      const event = (await server.call(VOTING_EVENT, { identifier: 'best-scene-2026' }, as)).data
        ?.votingEvent;
      expect(event).toMatchObject({ phase: 'OPEN', freeVotesPerDay: 3, viewerFreeVotesLeft: 3 });
      expect(event.candidates.length).toBeGreaterThan(1);
      const voted = await server.call(
        VOTE,
        { input: { clientMutationId: 'contract-vote', candidateId: event.candidates[0].id } },
        as,
      );
      expect(voted.data?.vote).toEqual({
        __typename: 'VotePayload',
        event: { viewerFreeVotesLeft: 2 },
      });
      const share = (clientMutationId: string) =>
        server.call(SHARE, { input: { clientMutationId, eventId: event.id } }, as);
      expect((await share('contract-share-1')).data?.receiveVotingShareReward.__typename).toBe(
        'ReceiveVotingShareRewardPayload',
      );
      expect((await share('contract-share-2')).data?.receiveVotingShareReward).toEqual({
        __typename: 'AlreadyReceivedShareRewardError',
        message: 'You have already received the reward for sharing this event.',
      });
    },
  },
  {
    name: 'refuses the operators’ mission tool to a member',
    async run(server) {
      await joinAs(server, 'contract-mission-member');
      const input = {
        clientMutationId: 'contract-create-mission',
        kind: 'POST',
        titleJa: '投稿しよう',
        titleEn: 'Post',
        descriptionJa: '1件投稿',
        descriptionEn: 'One post',
        period: 'DAILY',
        targetCount: 1,
        rewards: [{ kind: 'COIN', amount: 10 }],
      };
      const member = await server.call(
        CREATE_MISSION,
        { input },
        { as: 'contract-mission-member', language: 'en' },
      );
      expect(member.data?.createMission).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
    },
  },
]);

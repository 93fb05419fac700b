// GraphQL documents and helpers the engagement feature's server tests share.
import { eq } from 'drizzle-orm';
import { users } from '../community/tables';
import { tenantScope, type TenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import type { Database } from '../db/database';

export const MISSIONS = `query { missions(first: 50) { edges { node {
  id kind title period targetCount progress claimed claimable resetsAt
  rewards { kind amount badge { name } }
} } } }`;

export const CLAIM_MISSION = `mutation($input: ClaimMissionRewardInput!) {
  claimMissionReward(input: $input) {
    __typename
    ... on ClaimMissionRewardPayload { mission { id progress claimed claimable } }
    ... on RewardNotClaimableError { message notClaimable }
    ... on Error { message }
  }
}`;

export const CLAIM_ALL = `mutation($input: ClaimAllMissionRewardsInput!) {
  claimAllMissionRewards(input: $input) {
    __typename
    ... on ClaimAllMissionRewardsPayload { claimedMissions { id title claimed } }
    ... on Error { message }
  }
}`;

export const POST_CHAT = `mutation($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }`;

export const CHECK_IN = `mutation($input: CheckInInput!) {
  checkIn(input: $input) {
    __typename
    ... on CheckInPayload { day { day streak total points } checkIn { checkedInToday streak total points } }
    ... on Error { message }
  }
}`;

export const CHECK_IN_STATUS = `query($month: String) { checkIn {
  today checkedInToday streak total points
  history(month: $month) { day streak total points }
  presents { id title rule threshold status rewards { kind amount } }
  storeItems { id title pricePoints }
} }`;

export const VOTING_EVENT = `query($identifier: String!) { votingEvent(identifier: $identifier) {
  id identifier title phase countsVisible freeVotesPerDay viewerFreeVotesLeft
  shareRewardCoins viewerReceivedShareReward
  candidates { id name voteCount viewerVoteCount }
} }`;

export const VOTE = `mutation($input: VoteInput!) {
  vote(input: $input) {
    __typename
    ... on VotePayload { candidate { id voteCount viewerVoteCount } event { viewerFreeVotesLeft } }
    ... on Error { message }
  }
}`;

/** What the helpers need of a test garden (server/testing/testGarden.ts). */
interface TestGarden {
  database: { db: Database };
  demo: { tenantId: string; channelIds: Record<string, number> };
}

export const demoScope = (garden: TestGarden): TenantScope =>
  tenantScope(garden.database.db, garden.demo.tenantId);

/** The fan id of a test account (joined with garden.join). */
export async function fanId(garden: TestGarden, uid: string): Promise<number> {
  const [row] = await demoScope(garden).select(users, eq(users.authUid, uid));
  if (!row) throw new Error(`${uid} has not joined`);
  return row.id;
}

export const lobbyId = (garden: TestGarden) => toGlobalId('Channel', garden.demo.channelIds.lobby);

// The engagement feature: the activity log, missions and the step track, daily check-in,
// voting events and profile badges.
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature, topic } from '../platform/serverFeature';
import { badgeResolvers } from './badgeResolvers';
import { checkInResolvers } from './checkIn';
import { checkInRewardResolvers } from './checkInRewards';
import { checkInStatusResolvers } from './checkInResolvers';
import { claimMissionRewardResolvers } from './claimMissionRewards';
import { createEngagementLoaders } from './loaders';
import {
  missionProgressChangedResolvers,
  type MissionProgressChangedPayload,
} from './missionProgressChanged';
import { missionResolvers } from './missionResolvers';
import { operatorResolvers } from './operatorResolvers';
import { recordDailyVisitResolvers } from './recordDailyVisit';
import { rewardResolvers } from './rewardResolvers';
import { shareRewardResolvers } from './shareReward';
import { stepMissionResolvers } from './stepMission';
import * as tables from './tables';
import { voteResolvers } from './vote';
import { votingResolvers } from './votingResolvers';

export const engagementFeature = defineServerFeature({
  name: 'engagement',
  resolvers: [
    rewardResolvers,
    missionResolvers,
    missionProgressChangedResolvers,
    claimMissionRewardResolvers,
    stepMissionResolvers,
    checkInStatusResolvers,
    checkInResolvers,
    checkInRewardResolvers,
    votingResolvers,
    voteResolvers,
    shareRewardResolvers,
    badgeResolvers,
    operatorResolvers,
    recordDailyVisitResolvers,
  ],
  tables: {
    activityEvents: tables.activityEvents,
    missions: tables.missions,
    missionProgress: tables.missionProgress,
    stepMissionSteps: tables.stepMissionSteps,
    stepMissionPoints: tables.stepMissionPoints,
    stepMissionClaims: tables.stepMissionClaims,
    rewardGrants: tables.rewardGrants,
    checkIns: tables.checkIns,
    checkInPointBalances: tables.checkInPointBalances,
    checkInPresents: tables.checkInPresents,
    checkInPresentClaims: tables.checkInPresentClaims,
    checkInStoreItems: tables.checkInStoreItems,
    votingEvents: tables.votingEvents,
    votingCandidates: tables.votingCandidates,
    votingDailyUsage: tables.votingDailyUsage,
    votes: tables.votes,
    votingShareRewards: tables.votingShareRewards,
    badges: tables.badges,
    userBadges: tables.userBadges,
  },
  loaders: (scope, others) =>
    createEngagementLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    Mission: (loaders) => loaders.missionById,
    StepMissionStep: (loaders) => loaders.stepById,
    CheckInPresent: (loaders) => loaders.presentById,
    CheckInStoreItem: (loaders) => loaders.storeItemById,
    VotingEvent: (loaders) => loaders.votingEventById,
    VotingCandidate: (loaders) => loaders.candidateById,
    Badge: (loaders) => loaders.badgeById,
  },
  // Topic ids: fanMissionsTopic(tenantId, userId).
  topics: {
    missionProgressChanged: topic<MissionProgressChangedPayload>(),
  },
});

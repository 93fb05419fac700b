// VotingEvent (Query.votingEvent by identifier) and VotingCandidate: counts only when the event
// shows them or has closed; the viewer's own votes and free votes left.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { toGlobalId } from '../graphql/globalId';
import { localized } from '../seo/siteMetadataOf';
import { engagementClock } from './clock';
import { votingCandidates, votingEvents, votingShareRewards } from './tables';
import { freeVotesUsed } from './vote';
import { countsVisible, votingStatus } from './votingRules';

export const votingResolvers: Resolvers = {
  VotingEvent: {
    id: (event) => toGlobalId('VotingEvent', event.id),
    identifier: (event) => event.identifier,
    title: (event, _args, context) => localized(event.title, context.language),
    description: (event, _args, context) => localized(event.description, context.language),
    imageUrl: (event) => event.imageUrl,
    opensAt: (event) => event.opensAt,
    closesAt: (event) => event.closesAt,
    phase: (event) => votingStatus(event, engagementClock.now()),
    freeVotesPerDay: (event) => event.freeVotesPerDay,
    extraVoteCoinPrice: (event) => event.extraVoteCoinPrice,
    countsVisible: (event) => countsVisible(event, engagementClock.now()),
    viewerFreeVotesLeft: async (event, _args, context) => {
      const userId = await context.loaders.engagement.viewerId();
      if (userId === null) return 0;
      const used = await freeVotesUsed(context.db, event.id, userId, engagementClock.now());
      return Math.max(0, event.freeVotesPerDay - used);
    },
    shareRewardCoins: (event) => event.shareRewardCoins,
    viewerReceivedShareReward: async (event, _args, context) => {
      const userId = await context.loaders.engagement.viewerId();
      if (userId === null) return false;
      return (
        (await context.db.count(
          votingShareRewards,
          and(eq(votingShareRewards.eventId, event.id), eq(votingShareRewards.userId, userId)),
        )) > 0
      );
    },
    candidates: (event, args, context) => {
      // Ordering by votes would reveal hidden counts: it applies only once they are visible.
      const byVotes = args.orderBy === 'VOTES' && countsVisible(event, engagementClock.now());
      return context.db
        .select(votingCandidates, eq(votingCandidates.eventId, event.id))
        .orderBy(
          ...(byVotes ? [desc(votingCandidates.voteCount)] : []),
          asc(votingCandidates.position),
          asc(votingCandidates.id),
        );
    },
  },
  VotingCandidate: {
    id: (candidate) => toGlobalId('VotingCandidate', candidate.id),
    name: (candidate, _args, context) => localized(candidate.name, context.language),
    description: (candidate, _args, context) => localized(candidate.description, context.language),
    imageUrl: (candidate) => candidate.imageUrl,
    position: (candidate) => candidate.position,
    voteCount: async (candidate, _args, context) => {
      const event = await context.loaders.engagement.votingEventById.load(candidate.eventId);
      return event && countsVisible(event, engagementClock.now()) ? candidate.voteCount : null;
    },
    viewerVoteCount: (candidate, _args, context) =>
      context.loaders.engagement.viewerVotesByCandidate.load(candidate.id),
  },
  Query: {
    votingEvent: async (_parent, args, context) => {
      const [event] = await context.db
        .select(votingEvents, eq(votingEvents.identifier, args.identifier))
        .limit(1);
      return event ?? null;
    },
  },
};

// The mock of the engagement feature (server/engagement): missions with the viewer's progress
// and claims, the step track, check-in (once per mock day), a voting event with free votes, the
// share reward once, and badges, with the server's typed errors; operators' mutations answer
// as the server does (members are refused). A member's chat posts move the chat missions, live.
import { GraphQLError } from 'graphql';
import { errorMessage } from './errorMessages';
import {
  buildNotFoundError,
  buildPermissionDeniedError,
  edgeBuilders,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';

type Texts = Record<MockLocale, string>;

const MISSIONS: {
  kind: string;
  period: string;
  target: number;
  title: Texts;
  description: Texts;
  coins: number;
}[] = [
  {
    kind: 'LOGGED_IN',
    period: 'DAILY',
    target: 1,
    title: { ja: '今日も庭園へ', en: 'Visit the garden today' },
    description: { ja: 'ガーデンを開くだけでOK。', en: 'Just open the garden.' },
    coins: 5,
  },
  {
    kind: 'CHAT_ROOM_POST',
    period: 'DAILY',
    target: 3,
    title: { ja: 'チャットで3回語ろう', en: 'Post 3 times in chat' },
    description: {
      ja: '推しについて語り合いましょう。',
      en: 'Tell everyone about your favourite.',
    },
    coins: 10,
  },
  {
    kind: 'POST_LIKE',
    period: 'DAILY',
    target: 5,
    title: { ja: '5つの投稿にいいね', en: 'Like 5 posts' },
    description: { ja: '素敵な投稿にいいねを。', en: 'Send likes to posts you love.' },
    coins: 5,
  },
  {
    kind: 'POST',
    period: 'WEEKLY',
    target: 1,
    title: { ja: '今週の感想を投稿', en: "Post this week's thoughts" },
    description: { ja: '最新話の感想を1件。', en: 'One post about the latest episode.' },
    coins: 30,
  },
  {
    kind: 'CHAT_ROOM_POST',
    period: 'MONTHLY',
    target: 50,
    title: { ja: '今月50回のおしゃべり', en: '50 chat posts this month' },
    description: { ja: '月に50回チャットに参加。', en: 'Post 50 times this month.' },
    coins: 50,
  },
  {
    kind: 'COMMUNITY_REGISTRATION',
    period: 'ONCE',
    target: 1,
    title: { ja: 'ガーデンへようこそ', en: 'Welcome to the garden' },
    description: { ja: '参加のお祝い。', en: 'A gift for joining.' },
    coins: 100,
  },
];
/** A member's mock progress: the visit and registration are done, chat is 2 of 3. */
const MEMBER_PROGRESS = [1, 2, 3, 0, 12, 1];

const STEPS: { title: Texts; points: number }[] = [
  { title: { ja: '王子の招待状', en: "The prince's invitation" }, points: 3 },
  { title: { ja: '人形の糸', en: "The puppet's thread" }, points: 8 },
  { title: { ja: '月夜の舞踏会', en: 'The moonlit ball' }, points: 15 },
];

const PRESENTS: { title: Texts; rule: string; threshold: number }[] = [
  { title: { ja: '3日連続チェックイン', en: '3-day streak' }, rule: 'STREAK', threshold: 3 },
  { title: { ja: '通算10日', en: '10 days in total' }, rule: 'TOTAL', threshold: 10 },
];

const CANDIDATES: { name: Texts; image: string; votes: number }[] = [
  {
    name: { ja: '月下の契約', en: 'The pact under the moon' },
    image: '/images/channels/moon.svg',
    votes: 412,
  },
  {
    name: { ja: '仮面舞踏会', en: 'The masquerade' },
    image: '/images/channels/mask.svg',
    votes: 388,
  },
  {
    name: { ja: '薔薇園の約束', en: 'The promise in the rose garden' },
    image: '/images/channels/rose.svg',
    votes: 451,
  },
];
const VOTING_IDENTIFIER = 'best-scene-2026';
const FREE_VOTES_PER_DAY = 3;

const coin = (amount: number) => ({ kind: 'COIN', amount, badge: null, card: null });

function buildMission(locale: MockLocale, index: number, progress = 0, claimed = false) {
  const mission = MISSIONS[(index - 1) % MISSIONS.length];
  return {
    id: mockGlobalId('Mission', index),
    kind: mission.kind,
    title: mission.title[locale],
    description: mission.description[locale],
    period: mission.period,
    targetCount: mission.target,
    rewards: [coin(mission.coins)],
    progress: Math.min(progress, mission.target),
    claimed,
    claimable: !claimed && progress >= mission.target,
    resetsAt: mission.period === 'ONCE' ? null : mockDateTime(-60 * 9),
  };
}

function buildStep(locale: MockLocale, index: number, status = 'LOCKED') {
  const step = STEPS[(index - 1) % STEPS.length];
  return {
    id: mockGlobalId('StepMissionStep', index),
    position: index,
    title: step.title[locale],
    requiredPoints: step.points,
    rewards: [coin(20 * index)],
    status,
  };
}

function buildPresent(locale: MockLocale, index: number, status = 'LOCKED') {
  const present = PRESENTS[(index - 1) % PRESENTS.length];
  return {
    id: mockGlobalId('CheckInPresent', index),
    title: present.title[locale],
    description: present.title[locale],
    imageUrl: null,
    rule: present.rule,
    threshold: present.threshold,
    rewards: [coin(15)],
    status,
  };
}

function buildStoreItem(locale: MockLocale, index: number) {
  return {
    id: mockGlobalId('CheckInStoreItem', index),
    title: locale === 'ja' ? 'コイン10枚' : '10 coins',
    description:
      locale === 'ja' ? 'チェックインポイントをコインに交換。' : 'Trade check-in points for coins.',
    imageUrl: null,
    pricePoints: 30,
    rewards: [coin(10)],
  };
}

function buildCandidate(locale: MockLocale, index: number, extraVotes = 0, viewerVotes = 0) {
  const candidate = CANDIDATES[(index - 1) % CANDIDATES.length];
  return {
    id: mockGlobalId('VotingCandidate', index),
    name: candidate.name[locale],
    description: candidate.name[locale],
    imageUrl: candidate.image,
    position: index - 1,
    voteCount: candidate.votes + extraVotes,
    viewerVoteCount: viewerVotes,
  };
}

function buildBadge(locale: MockLocale, index: number) {
  return {
    id: mockGlobalId('Badge', index),
    name: locale === 'ja' ? 'はじめの一輪' : 'First Bloom',
    description: locale === 'ja' ? 'ガーデンに参加しました。' : 'Joined the garden.',
    symbol: '🌹',
    imageUrl: '/images/badges/first-bloom.svg',
  };
}

function page<T extends { id: string }>(nodes: T[]) {
  const edges = nodes.map((node) => ({ cursor: mockCursor('Mission', node.id), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const typed = <T extends object>(__typename: string, fields: T) => ({ __typename, ...fields });

const engagementResolvers: MockFeature['resolvers'] = (garden, pubSub) => {
  const claimed = new Set<string>();
  /** Messages each member posted here, counted as the server's activity log counts them. */
  const chatPosts = new Map<string, number>();
  const progressOf = (key: string, n: number) =>
    MEMBER_PROGRESS[n] + (MISSIONS[n].kind === 'CHAT_ROOM_POST' ? (chatPosts.get(key) ?? 0) : 0);
  garden.onPosted((_channelKey, authorKey) => {
    const posts = (chatPosts.get(authorKey) ?? 0) + 1;
    chatPosts.set(authorKey, posts);
    const moved = MISSIONS.flatMap((mission, n) => (mission.kind === 'CHAT_ROOM_POST' ? [n] : []));
    pubSub.publish('missionProgressChanged', authorKey, {
      missionIndexes: moved.map((n) => n + 1),
      reachedIndexes: moved
        .filter((n) => progressOf(authorKey, n) === MISSIONS[n].target)
        .map((n) => n + 1),
    });
  });
  const checkedIn = new Set<string>();
  const sharedRewards = new Set<string>();
  const votesByFan = new Map<string, number[]>();
  const extraVotes = CANDIDATES.map(() => 0);
  const member = ({ viewerUid }: MockContext) => garden.memberUserKey(viewerUid);
  const missionsOf = (context: MockContext) => {
    const key = member(context);
    return MISSIONS.map((_mission, n) =>
      buildMission(
        context.language,
        n + 1,
        key ? progressOf(key, n) : 0,
        key ? claimed.has(`${key}:${n + 1}`) : false,
      ),
    );
  };
  const checkInOf = (context: MockContext) => {
    const key = member(context);
    const done = key ? checkedIn.has(key) : false;
    return {
      id: mockGlobalId('CheckInStatus', key ? 1 : 0),
      today: new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10),
      checkedInToday: done,
      streak: key ? (done ? 3 : 2) : 0,
      total: key ? (done ? 12 : 11) : 0,
      points: key ? (done ? 120 : 110) : 0,
      history: [],
      presents: PRESENTS.map((_present, n) =>
        buildPresent(context.language, n + 1, key && done ? 'CLAIMABLE' : 'LOCKED'),
      ),
      storeItems: [buildStoreItem(context.language, 1)],
    };
  };
  const eventOf = (context: MockContext) => {
    const key = member(context);
    const mine = (key && votesByFan.get(key)) || [];
    return {
      id: mockGlobalId('VotingEvent', 1),
      identifier: VOTING_IDENTIFIER,
      title: context.language === 'ja' ? '第1期 名場面総選挙' : 'Season 1 Best Scene Election',
      description:
        context.language === 'ja' ? '1日3票まで投票できます。' : 'Vote up to 3 times a day.',
      imageUrl: '/images/garden/banner.svg',
      opensAt: mockDateTime(60 * 24 * 3),
      closesAt: mockDateTime(-60 * 24 * 11),
      phase: 'OPEN',
      freeVotesPerDay: FREE_VOTES_PER_DAY,
      extraVoteCoinPrice: null,
      countsVisible: true,
      viewerFreeVotesLeft: key ? FREE_VOTES_PER_DAY - mine.length : 0,
      shareRewardCoins: 10,
      viewerReceivedShareReward: key ? sharedRewards.has(key) : false,
      candidates: CANDIDATES.map((_c, n) =>
        buildCandidate(context.language, n + 1, extraVotes[n], mine.filter((m) => m === n).length),
      ),
    };
  };
  const operatorRefusal = (context: MockContext) => {
    const key = member(context);
    if (!key) return shouldSignUp(context.language);
    if (garden.store.get('User', key, 'role') !== 'OPERATOR')
      return typed('PermissionDeniedError', buildPermissionDeniedError(context.language));
    return null;
  };
  const notFound = (language: MockLocale) => typed('NotFoundError', buildNotFoundError(language));
  /** The index of a mock object by its global id (1 to 10), else null. */
  const indexOf = (id: string, type: string) => {
    const found = Array.from({ length: 10 }, (_, n) => n + 1).find(
      (n) => mockGlobalId(type, n) === id,
    );
    return found ?? null;
  };
  const operatorMutation =
    (payload: string, field: string, build: (language: MockLocale) => unknown) =>
    (_root: unknown, { input }: { input: { clientMutationId: string } }, context: MockContext) =>
      operatorRefusal(context) ??
      typed(payload, {
        clientMutationId: input.clientMutationId,
        [field]: build(context.language),
      });

  type Input = { input: { clientMutationId: string } & Record<string, unknown> };
  return {
    Query: {
      missions: (_root: unknown, _args: unknown, context: MockContext) => page(missionsOf(context)),
      stepMission: (_root: unknown, _args: unknown, context: MockContext) => ({
        id: mockGlobalId('StepMissionTrack', member(context) ? 1 : 0),
        points: member(context) ? 9 : 0,
        steps: STEPS.map((_s, n) =>
          buildStep(context.language, n + 1, member(context) && n === 0 ? 'CLAIMABLE' : 'LOCKED'),
        ),
      }),
      checkIn: (_root: unknown, _args: unknown, context: MockContext) => checkInOf(context),
      votingEvent: (
        _root: unknown,
        { identifier }: { identifier: string },
        context: MockContext,
      ) => (identifier === VOTING_IDENTIFIER ? eventOf(context) : null),
      viewerBadges: (_root: unknown, _args: unknown, context: MockContext) =>
        member(context)
          ? [
              {
                badge: buildBadge(context.language, 1),
                earnedAt: mockDateTime(60 * 24),
                shown: true,
              },
            ]
          : [],
    },
    Subscription: {
      missionProgressChanged: {
        subscribe: (_root: unknown, _args: unknown, context: MockContext) => {
          const key = member(context);
          if (!key) {
            throw new GraphQLError(
              errorMessage(context.language, 'errors.shouldBeLoggedInOrSignedUp'),
              {
                extensions: { code: 'UNAUTHENTICATED' },
              },
            );
          }
          return pubSub.subscribe('missionProgressChanged', key);
        },
        resolve: (
          event: { missionIndexes: number[]; reachedIndexes: number[] },
          _args: unknown,
          context: MockContext,
        ) => {
          const missions = missionsOf(context);
          return {
            missions: event.missionIndexes.map((index) => missions[index - 1]),
            reached: event.reachedIndexes.map((index) => missions[index - 1]),
          };
        },
      },
    },
    Mutation: {
      claimMissionReward: (_root: unknown, { input }: Input, context: MockContext) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const index = indexOf(String(input.missionId), 'Mission');
        if (!index || index > MISSIONS.length) return notFound(context.language);
        const mission = missionsOf(context)[index - 1];
        if (!mission.claimable)
          return typed('RewardNotClaimableError', {
            message: errorMessage(
              context.language,
              mission.claimed ? 'errors.rewardAlreadyClaimed' : 'errors.rewardNotReached',
            ),
            notClaimable: mission.claimed ? 'ALREADY_CLAIMED' : 'NOT_REACHED',
          });
        claimed.add(`${key}:${index}`);
        return typed('ClaimMissionRewardPayload', {
          clientMutationId: input.clientMutationId,
          mission: missionsOf(context)[index - 1],
          viewer: {},
        });
      },
      claimAllMissionRewards: (_root: unknown, { input }: Input, context: MockContext) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const claimable = missionsOf(context).flatMap((mission, n) =>
          mission.claimable ? [n + 1] : [],
        );
        for (const index of claimable) claimed.add(`${key}:${index}`);
        const after = missionsOf(context);
        return typed('ClaimAllMissionRewardsPayload', {
          clientMutationId: input.clientMutationId,
          claimedMissions: claimable.map((index) => after[index - 1]),
          viewer: {},
        });
      },
      recordDailyVisit: (_root: unknown, { input }: Input, context: MockContext) =>
        member(context)
          ? typed('RecordDailyVisitPayload', {
              clientMutationId: input.clientMutationId,
              missions: page(missionsOf(context)),
            })
          : shouldSignUp(context.language),
      claimStepMissionReward: (_root: unknown, { input }: Input, context: MockContext) => {
        if (!member(context)) return shouldSignUp(context.language);
        const index = indexOf(String(input.stepId), 'StepMissionStep');
        if (!index || index > STEPS.length) return notFound(context.language);
        if (index !== 1)
          return typed('RewardNotClaimableError', {
            message: errorMessage(context.language, 'errors.rewardNotReached'),
            notClaimable: 'NOT_REACHED',
          });
        return typed('ClaimStepMissionRewardPayload', {
          clientMutationId: input.clientMutationId,
          step: buildStep(context.language, 1, 'CLAIMED'),
          track: {
            id: mockGlobalId('StepMissionTrack', 1),
            points: 9,
            steps: STEPS.map((_s, n) =>
              buildStep(context.language, n + 1, n === 0 ? 'CLAIMED' : 'LOCKED'),
            ),
          },
          viewer: {},
        });
      },
      checkIn: (_root: unknown, { input }: Input, context: MockContext) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        if (checkedIn.has(key))
          return typed('AlreadyCheckedInError', {
            message: errorMessage(context.language, 'errors.alreadyCheckedIn'),
          });
        checkedIn.add(key);
        const status = checkInOf(context);
        return typed('CheckInPayload', {
          clientMutationId: input.clientMutationId,
          day: { day: status.today, streak: status.streak, total: status.total, points: 10 },
          checkIn: status,
        });
      },
      claimCheckInPresent: (_root: unknown, { input }: Input, context: MockContext) => {
        if (!member(context)) return shouldSignUp(context.language);
        const index = indexOf(String(input.presentId), 'CheckInPresent');
        if (!index || index > PRESENTS.length) return notFound(context.language);
        return typed('RewardNotClaimableError', {
          message: errorMessage(context.language, 'errors.rewardNotReached'),
          notClaimable: 'NOT_REACHED',
        });
      },
      exchangeCheckInStoreItem: (_root: unknown, { input }: Input, context: MockContext) => {
        if (!member(context)) return shouldSignUp(context.language);
        if (indexOf(String(input.itemId), 'CheckInStoreItem') !== 1)
          return notFound(context.language);
        return typed('ExchangeCheckInStoreItemPayload', {
          clientMutationId: input.clientMutationId,
          item: buildStoreItem(context.language, 1),
          checkIn: checkInOf(context),
          viewer: {},
        });
      },
      vote: (_root: unknown, { input }: Input, context: MockContext) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const index = indexOf(String(input.candidateId), 'VotingCandidate');
        if (!index || index > CANDIDATES.length) return notFound(context.language);
        const mine = votesByFan.get(key) ?? [];
        if (mine.length >= FREE_VOTES_PER_DAY)
          return typed('AlreadyVotedError', {
            message: errorMessage(context.language, 'errors.alreadyVoted'),
          });
        votesByFan.set(key, [...mine, index - 1]);
        extraVotes[index - 1] += 1;
        const event = eventOf(context);
        return typed('VotePayload', {
          clientMutationId: input.clientMutationId,
          candidate: event.candidates[index - 1],
          event,
          viewer: {},
        });
      },
      receiveVotingShareReward: (_root: unknown, { input }: Input, context: MockContext) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        if (indexOf(String(input.eventId), 'VotingEvent') !== 1) return notFound(context.language);
        if (sharedRewards.has(key))
          return typed('AlreadyReceivedShareRewardError', {
            message: errorMessage(context.language, 'errors.alreadyReceivedShareReward'),
          });
        sharedRewards.add(key);
        return typed('ReceiveVotingShareRewardPayload', {
          clientMutationId: input.clientMutationId,
          event: eventOf(context),
          viewer: {},
        });
      },
      showBadge: (_root: unknown, { input }: Input, context: MockContext) => {
        if (!member(context)) return shouldSignUp(context.language);
        if (input.badgeId != null && indexOf(String(input.badgeId), 'Badge') !== 1)
          return notFound(context.language);
        return typed('ShowBadgePayload', {
          clientMutationId: input.clientMutationId,
          viewerBadges: [
            {
              badge: buildBadge(context.language, 1),
              earnedAt: mockDateTime(60 * 24),
              shown: input.badgeId != null,
            },
          ],
        });
      },
      createMission: operatorMutation('CreateMissionPayload', 'mission', (language) =>
        buildMission(language, 1),
      ),
      setMissionActive: operatorMutation('SetMissionActivePayload', 'mission', (language) =>
        buildMission(language, 1),
      ),
      createStepMissionStep: operatorMutation('CreateStepMissionStepPayload', 'step', (language) =>
        buildStep(language, 1),
      ),
      createCheckInPresent: operatorMutation('CreateCheckInPresentPayload', 'present', (language) =>
        buildPresent(language, 1),
      ),
      createCheckInStoreItem: operatorMutation(
        'CreateCheckInStoreItemPayload',
        'item',
        (language) => buildStoreItem(language, 1),
      ),
      createVotingEvent: operatorMutation('CreateVotingEventPayload', 'event', (language) =>
        eventOf({ language } as MockContext),
      ),
      createBadge: operatorMutation('CreateBadgePayload', 'badge', (language) =>
        buildBadge(language, 1),
      ),
    },
  };
};

export const engagementMock: MockFeature = {
  builders: (locale) => ({
    ...payloadBuilders(
      'ClaimMissionRewardPayload',
      'ClaimAllMissionRewardsPayload',
      'ClaimStepMissionRewardPayload',
      'CheckInPayload',
      'ClaimCheckInPresentPayload',
      'ExchangeCheckInStoreItemPayload',
      'VotePayload',
      'ReceiveVotingShareRewardPayload',
      'ShowBadgePayload',
      'CreateMissionPayload',
      'SetMissionActivePayload',
      'CreateStepMissionStepPayload',
      'CreateCheckInPresentPayload',
      'CreateCheckInStoreItemPayload',
      'CreateVotingEventPayload',
      'CreateBadgePayload',
      'RecordDailyVisitPayload',
    ),
    ...edgeBuilders({ MissionEdge: 'Mission' }),
    VotingEvent: (index) => ({
      id: mockGlobalId('VotingEvent', index),
      identifier: `mock-election-${index}`,
      title: locale === 'ja' ? '第1期 名場面総選挙' : 'Season 1 Best Scene Election',
      description: locale === 'ja' ? '1日3票まで投票できます。' : 'Vote up to 3 times a day.',
      imageUrl: '/images/garden/banner.svg',
      opensAt: mockDateTime(60 * 24 * 3),
      closesAt: mockDateTime(-60 * 24 * 11),
      phase: 'OPEN',
      freeVotesPerDay: 3,
      extraVoteCoinPrice: null,
      countsVisible: true,
      viewerFreeVotesLeft: 3,
      shareRewardCoins: 10,
      viewerReceivedShareReward: false,
    }),
    Mission: (index) => buildMission(locale, index),
    Reward: () => coin(10),
    StepMissionStep: (index) => buildStep(locale, index),
    StepMissionTrack: () => ({ id: mockGlobalId('StepMissionTrack', 1), points: 9 }),
    CheckInDay: (index) => ({
      day: `2026-11-${String(index).padStart(2, '0')}`,
      streak: index,
      total: index,
      points: 10,
    }),
    CheckInPresent: (index) => buildPresent(locale, index),
    CheckInStoreItem: (index) => buildStoreItem(locale, index),
    CheckInStatus: () => ({
      id: mockGlobalId('CheckInStatus', 1),
      today: '2026-11-22',
      checkedInToday: false,
      streak: 2,
      total: 11,
      points: 110,
    }),
    VotingCandidate: (index) => buildCandidate(locale, index),
    Badge: (index) => buildBadge(locale, index),
    EarnedBadge: () => ({ earnedAt: mockDateTime(60 * 24), shown: false }),
    RewardNotClaimableError: () => ({
      message: errorMessage(locale, 'errors.rewardNotReached'),
      notClaimable: 'NOT_REACHED',
    }),
    AlreadyCheckedInError: () => ({ message: errorMessage(locale, 'errors.alreadyCheckedIn') }),
    NotEnoughCheckInPointsError: () => ({
      message: errorMessage(locale, 'errors.notEnoughCheckInPoints', {
        required: 30,
        available: 10,
      }),
      required: 30,
      available: 10,
    }),
    AlreadyVotedError: () => ({ message: errorMessage(locale, 'errors.alreadyVoted') }),
    VotingClosedError: () => ({ message: errorMessage(locale, 'errors.votingClosed') }),
    AlreadyReceivedShareRewardError: () => ({
      message: errorMessage(locale, 'errors.alreadyReceivedShareReward'),
    }),
  }),
  resolvers: engagementResolvers,
};

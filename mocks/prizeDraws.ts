// The mock of prize draws (server/draws/prizeDraws) and card grade rewards: the demo
// garden's two draws (one open offering the members' extra draw, one drawn), the viewer's
// (empty) entries, a member's extra entry (the EXTRA_DRAWS perk, from the memberships'
// mock), and the typed refusals the server gives a visitor, a fan without the perk, an
// unknown or closed draw, or a fan acting as an operator.
import { errorMessage } from './errorMessages';
import {
  buildNotFoundError,
  buildPermissionDeniedError,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import type { MockGarden } from './mockGarden';

type Text = Record<MockLocale, string>;
const DAY_MINUTES = 24 * 60;

interface MockPrizeDraw {
  title: Text;
  description: Text;
  image: string;
  opensDaysAgo: number;
  closesDaysAgo: number;
  status: 'OPEN' | 'DRAWN';
  freeEntry: boolean;
  offersMemberExtraDraw: boolean;
  entryCount: number;
  prizes: { name: Text; kind: 'REAL_GOODS' | 'COIN'; valueYen: number; winnerCount: number }[];
}

const DRAWS: MockPrizeDraw[] = [
  {
    title: { ja: '生誕祭記念 プレゼントキャンペーン', en: 'Birthday celebration prize draw' },
    description: {
      ja: '魔王子の生誕祭を記念して、抽選で直筆サイン入り複製原画と描き下ろしポストカードをプレゼント。',
      en: 'To celebrate the demon prince’s birthday: a signed art print and new postcards, by lot.',
    },
    image: '/images/draws/rose-night-machine.svg',
    opensDaysAgo: 2,
    closesDaysAgo: -12,
    status: 'OPEN',
    freeEntry: true,
    offersMemberExtraDraw: true,
    entryCount: 0,
    prizes: [
      {
        name: { ja: '直筆サイン入り複製原画', en: 'Signed art print' },
        kind: 'REAL_GOODS',
        valueYen: 10_000,
        winnerCount: 1,
      },
      {
        name: { ja: '描き下ろしポストカード', en: 'Newly drawn postcard' },
        kind: 'REAL_GOODS',
        valueYen: 500,
        winnerCount: 3,
      },
    ],
  },
  {
    title: { ja: '1周年記念 感謝キャンペーン', en: 'First anniversary thank-you draw' },
    description: {
      ja: 'いつも応援ありがとうございます。1周年を記念した感謝キャンペーンの抽選を行いました。',
      en: 'Thank you for your support. The first anniversary thank-you draw has been made.',
    },
    image: '/images/draws/puppet-box-machine.svg',
    opensDaysAgo: 40,
    closesDaysAgo: 10,
    status: 'DRAWN',
    freeEntry: true,
    offersMemberExtraDraw: false,
    entryCount: 4,
    prizes: [
      {
        name: { ja: '1周年記念 缶バッジ', en: 'Anniversary tin badge' },
        kind: 'REAL_GOODS',
        valueYen: 400,
        winnerCount: 1,
      },
      {
        name: { ja: '月夜のステッカー', en: 'Moonlit sticker' },
        kind: 'REAL_GOODS',
        valueYen: 200,
        winnerCount: 2,
      },
    ],
  },
];

const COMMITMENT = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const EXTRA_DRAWS = 'EXTRA_DRAWS';

function buildPrizeDrawEntry(index: number, memberExtraDraw = false) {
  return {
    id: mockGlobalId('PrizeDrawEntry', index),
    number: index,
    route: 'FREE',
    memberExtraDraw,
    result: 'PENDING',
    prize: null,
    grantedAt: null,
    delivery: 'NONE',
    realGoodsDelivery: null,
    resultSeen: true,
    createdAt: mockDateTime(60 * index),
  };
}

/** The viewer's side of a draw's members' extra draw: perk now, and the entry once taken. */
interface MemberView {
  hasPerk: boolean;
  entryNumber: number | null;
}

function buildPrizeDraw(
  locale: MockLocale,
  index: number,
  member: MemberView = { hasPerk: false, entryNumber: null },
) {
  const draw = DRAWS[(index - 1) % DRAWS.length];
  const drawn = draw.status === 'DRAWN';
  const entriesUsed = member.entryNumber === null ? 0 : 1;
  return {
    id: mockGlobalId('PrizeDraw', index),
    title: draw.title[locale],
    description: draw.description[locale],
    imageUrl: draw.image,
    opensAt: mockDateTime(draw.opensDaysAgo * DAY_MINUTES),
    closesAt: mockDateTime(draw.closesDaysAgo * DAY_MINUTES),
    status: draw.status,
    entryItem: null,
    freeEntry: draw.freeEntry,
    offersMemberExtraDraw: draw.offersMemberExtraDraw,
    viewerMemberExtraDraw: draw.offersMemberExtraDraw
      ? {
          hasPerk: member.hasPerk,
          entriesLeft: member.hasPerk ? 1 - entriesUsed : 0,
          entriesUsed,
          entry: member.entryNumber === null ? null : buildPrizeDrawEntry(member.entryNumber, true),
        }
      : null,
    entryCount: draw.entryCount + entriesUsed,
    seedCommitment: COMMITMENT,
    revealedServerSeed: drawn ? '7b1e0c9d2f3a4b5c6d7e8f9012345678' : null,
    drawnAt: drawn ? mockDateTime(draw.closesDaysAgo * DAY_MINUTES) : null,
    winningNumbers: drawn ? [3, 1, 4] : [],
    viewerEntry: null,
    viewerEligibility: drawn ? 'CLOSED' : 'SIGN_IN_REQUIRED',
    prizes: draw.prizes.map((prize, p) => ({
      id: mockGlobalId('PrizeDrawPrize', index * 10 + p),
      name: prize.name[locale],
      description: '',
      imageUrl: '/images/draws/prince-acrylic.svg',
      kind: prize.kind,
      valueYen: prize.valueYen,
      winnerCount: prize.winnerCount,
      coinAmount: prize.kind === 'COIN' ? 50 : null,
    })),
  };
}

const emptyPage = {
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};

const prizeDraws: MockFeature['resolvers'] = (garden: MockGarden) => {
  const member = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const operatorRefusal = (context: MockContext) => {
    const key = member(context);
    if (!key) return shouldSignUp(context.language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(context.language) };
  };
  const notFound = (language: MockLocale) => ({
    __typename: 'NotFoundError',
    ...buildNotFoundError(language),
  });
  const drawIndexOf = (id: string) =>
    DRAWS.findIndex((_draw, d) => mockGlobalId('PrizeDraw', d + 1) === id) + 1;
  const known = (id: string) => drawIndexOf(id) > 0;
  /** Member entries taken, by `<fan>:<draw number>`: the entry's number. */
  const memberEntries = new Map<string, number>();
  const memberView = (context: MockContext, index: number): MemberView => {
    const key = member(context);
    return {
      hasPerk: garden.hasPerk(key, EXTRA_DRAWS),
      entryNumber: memberEntries.get(`${key}:${index}`) ?? null,
    };
  };
  const drawError = (
    language: MockLocale,
    reason: string,
    key: Parameters<typeof errorMessage>[1],
  ) => ({
    __typename: 'PrizeDrawError',
    message: errorMessage(language, key),
    prizeDrawReason: reason,
  });
  return {
    Query: {
      prizeDraws: (_parent: unknown, _args: unknown, context: MockContext) => ({
        edges: DRAWS.map((_draw, d) => ({
          cursor: mockCursor('offset', d),
          node: buildPrizeDraw(context.language, d + 1, memberView(context, d + 1)),
        })),
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: mockCursor('offset', 0),
          endCursor: mockCursor('offset', DRAWS.length - 1),
        },
      }),
    },
    Viewer: {
      // The mock garden's fans have entered nothing yet.
      prizeDrawEntries: () => emptyPage,
      unseenPrizeDrawResultCount: () => 0,
    },
    Mutation: {
      enterPrizeDraw: (
        _parent: unknown,
        { input }: { input: { prizeDrawId: string } },
        context: MockContext,
      ) => {
        if (!member(context)) return shouldSignUp(context.language);
        if (!known(input.prizeDrawId)) return notFound(context.language);
        return {
          __typename: 'PrizeDrawError',
          message: errorMessage(context.language, 'errors.prizeDraws.notEligible'),
          prizeDrawReason: 'NOT_ELIGIBLE',
        };
      },
      enterPrizeDrawAsMember: (
        _parent: unknown,
        { input }: { input: { prizeDrawId: string; clientMutationId: string } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const index = drawIndexOf(input.prizeDrawId);
        if (index === 0) return notFound(context.language);
        const { language } = context;
        const draw = DRAWS[index - 1];
        if (draw.status !== 'OPEN')
          return drawError(language, 'CLOSED', 'errors.prizeDraws.closed');
        if (!draw.offersMemberExtraDraw)
          return drawError(language, 'NOT_ELIGIBLE', 'errors.prizeDraws.memberExtraDrawNotOffered');
        if (!garden.hasPerk(key, EXTRA_DRAWS))
          return {
            __typename: 'MembershipRequiredError',
            message: errorMessage(language, 'errors.membership.required.EXTRA_DRAWS'),
            perk: EXTRA_DRAWS,
          };
        const taken = `${key}:${index}`;
        if (memberEntries.has(taken))
          return drawError(language, 'ALREADY_ENTERED', 'errors.prizeDraws.memberExtraDrawUsed');
        memberEntries.set(taken, draw.entryCount + 1);
        const prizeDraw = buildPrizeDraw(language, index, memberView(context, index));
        return {
          __typename: 'EnterPrizeDrawPayload',
          clientMutationId: input.clientMutationId,
          entry: prizeDraw.viewerMemberExtraDraw?.entry,
          prizeDraw,
        };
      },
      markPrizeDrawResultSeen: (_parent: unknown, _args: unknown, context: MockContext) =>
        member(context) ? notFound(context.language) : shouldSignUp(context.language),
      createPrizeDraw: (_parent: unknown, _args: unknown, context: MockContext) =>
        operatorRefusal(context) ?? notFound(context.language),
      updatePrizeDraw: (_parent: unknown, _args: unknown, context: MockContext) =>
        operatorRefusal(context) ?? notFound(context.language),
      closePrizeDraw: (_parent: unknown, _args: unknown, context: MockContext) =>
        operatorRefusal(context) ?? notFound(context.language),
      createCardGradeReward: (_parent: unknown, _args: unknown, context: MockContext) =>
        operatorRefusal(context) ?? notFound(context.language),
    },
  };
};

export const prizeDrawsMock: MockFeature = {
  builders: (locale) => ({
    PrizeDraw: (index) => buildPrizeDraw(locale, index),
    PrizeDrawEntry: (index) => buildPrizeDrawEntry(index),
    PrizeDrawMemberExtraDraw: () => ({
      hasPerk: true,
      entriesLeft: 1,
      entriesUsed: 0,
      entry: null,
    }),
    PrizeDrawPrize: (index) => {
      const { prizes } = buildPrizeDraw(locale, 1);
      return { ...prizes[(index - 1) % prizes.length], id: mockGlobalId('PrizeDrawPrize', index) };
    },
    PrizeDrawEdge: (index) => ({ cursor: mockCursor('PrizeDraw', index) }),
    PrizeDrawEntryEdge: (index) => ({ cursor: mockCursor('PrizeDrawEntry', index) }),
    PrizeDrawError: () => ({
      message: errorMessage(locale, 'errors.prizeDraws.closed'),
      prizeDrawReason: 'CLOSED',
    }),
    // An acrylic stand's draw whose prizes were set too high (figures in yen).
    PrizeValueLimitError: () => {
      const figures = {
        transactionPrice: 1_500,
        expectedSales: 3_000_000,
        topPrizeValue: 50_000,
        topPrizeLimit: 30_000,
        totalPrizeValue: 80_000,
        totalPrizeLimit: 60_000,
      };
      return {
        ...figures,
        message: errorMessage(locale, 'errors.prizeDraws.prizeValueLimit', figures),
      };
    },
    EnterPrizeDrawPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    MarkPrizeDrawResultSeenPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    CreatePrizeDrawPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    UpdatePrizeDrawPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    PrizeDrawLockedError: () => ({
      message: errorMessage(locale, 'errors.prizeDraws.locked', { entryCount: 12 }),
      entryCount: 12,
    }),
    ClosePrizeDrawPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    CreateCardGradeRewardPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    CardGradeReward: (index) => ({
      id: mockGlobalId('CardGradeReward', index),
      name:
        locale === 'ja'
          ? ['ブロンズ', 'コンプリート'][index % 2]
          : ['Bronze', 'Complete'][index % 2],
      requiredCards: index % 2 === 0 ? 3 : 8,
      rewardKind: 'TITLE',
      coinAmount: null,
      title: locale === 'ja' ? '魔王子見習い' : 'Demon Prince apprentice',
      viewerGrantedAt: null,
    }),
  }),
  resolvers: prizeDraws,
};

// The mock of the referrals feature (server/referrals): each member's invite code, one
// friend's code per member with the server's invite code errors, and the demo garden's
// campaign code pages (server/referrals/demoReferrals.ts) with their windows, per-fan and
// single-use limits. Coins are not moved in the mock; the answers' shapes and refusals are
// the server's (tests/contract/referrals.contract.ts).
import { demoReferrals } from '../server/referrals/demoReferrals';
import { errorMessage, type ErrorMessageKey } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';

const DAY_MINUTES = 24 * 60;
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const program = demoReferrals.program ?? { inviterCoins: 0, inviteeCoins: 0 };
const campaignPages = demoReferrals.campaignPages ?? [];

/** A member's invite code, from their user key (8 letters and digits, as on the server). */
function mockInviteCode(userKey: string): string {
  let value = [...userKey].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  let code = 'M';
  for (let i = 0; i < 7; i += 1) {
    code += ALPHABET[value % ALPHABET.length];
    value = Math.floor(value / ALPHABET.length) + i * 7919;
  }
  return code;
}

const normalize = (raw: string) =>
  raw
    .normalize('NFKC')
    .replace(/[\s\-‐－ー]/gu, '')
    .toUpperCase();

export function buildCampaignCodePage(locale: MockLocale, index: number) {
  const page = campaignPages[(index - 1) % campaignPages.length];
  return {
    id: mockGlobalId('CampaignCodePage', index),
    pageId: page.slug,
    title: page.title[locale] ?? '',
    description: page.description[locale] ?? '',
    rewardCoins: page.rewardCoins,
    perFanLimit: page.perFanLimit,
    totalLimit: page.totalLimit,
    remaining: page.totalLimit,
    startsAt: mockDateTime(-page.startsInDays * DAY_MINUTES),
    endsAt: mockDateTime(-page.endsInDays * DAY_MINUTES),
    viewerRedemptionCount: 0,
    codesCsvPath: null as string | null,
  };
}

type Input = { input: Record<string, unknown> & { clientMutationId: string } };

const referralsResolvers: MockFeature['resolvers'] = (garden) => {
  /** Invitee member key → inviter member key. */
  const invitedBy = new Map<string, string>();
  /** Campaign redemptions: page index → member key → the codes they used. */
  const redeemed = new Map<number, Map<string, string[]>>();
  const usedSingleCodes = new Set<string>();
  const member = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const typed = (typeName: string, fields: Record<string, unknown>) => ({
    __typename: typeName,
    ...fields,
  });
  const inviteError = (language: MockLocale, problem: string) =>
    typed('InviteCodeError', {
      message: errorMessage(language, `errors.inviteCode.${problem}` as ErrorMessageKey),
      inviteCodeProblem: problem,
    });
  const campaignError = (language: MockLocale, problem: string) =>
    typed('CampaignCodeError', {
      message: errorMessage(language, `errors.campaignCode.${problem}` as ErrorMessageKey),
      campaignCodeProblem: problem,
    });
  const invalid = (language: MockLocale, field: string, reason: 'REQUIRED' | 'TOO_LONG') =>
    typed('InvalidInputError', {
      ...buildInvalidInputError(language, 'body', reason, reason === 'TOO_LONG' ? 64 : 1),
      message: errorMessage(
        language,
        reason === 'REQUIRED' ? 'errors.invalidInput.required' : 'errors.invalidInput.tooLong',
        { field: errorMessage(language, 'errors.field.code'), limit: 64 },
      ),
      field,
    });
  const operatorRefusal = (context: MockContext) => {
    const key = member(context);
    if (!key) return shouldSignUp(context.language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : typed('PermissionDeniedError', buildPermissionDeniedError(context.language));
  };
  const pageIndexOf = (id: string) =>
    campaignPages.findIndex(
      (_page, offset) => mockGlobalId('CampaignCodePage', offset + 1) === id,
    ) + 1;
  const pageState = (index: number) => {
    let state = redeemed.get(index);
    if (!state) redeemed.set(index, (state = new Map()));
    return state;
  };
  const pageFields = (index: number, context: MockContext) => {
    const state = pageState(index);
    const used = [...state.values()].reduce((sum, codes) => sum + codes.length, 0);
    const key = member(context);
    const built = buildCampaignCodePage(context.language, index);
    return {
      ...built,
      remaining: Math.max(0, built.totalLimit - used),
      viewerRedemptionCount: key ? (state.get(key)?.length ?? 0) : 0,
      codesCsvPath:
        key && garden.store.get('User', key, 'role') === 'OPERATOR'
          ? `/campaign-codes/demo/${built.pageId}.csv`
          : null,
    };
  };
  /** An operator's action on a page: refused to others, NotFoundError for an unknown page. */
  const onOperatorsPage = (
    context: MockContext,
    input: Input['input'],
    answer: (page: ReturnType<typeof pageFields>) => unknown,
  ) => {
    const index = pageIndexOf(String(input.campaignCodePageId));
    return (
      operatorRefusal(context) ??
      (index === 0
        ? typed('NotFoundError', buildNotFoundError(context.language))
        : answer(pageFields(index, context)))
    );
  };
  /** Codes members have been shown (a friend shares a code they have seen): code → member key. */
  const codeOwners = new Map<string, string>();
  const referralOf = (key: string) => {
    codeOwners.set(mockInviteCode(key), key);
    return { key };
  };

  return {
    Query: {
      referralProgram: () => ({ ...program }),
    },
    Viewer: {
      referral: (_viewer: unknown, _args: unknown, context: MockContext) => {
        const key = member(context);
        return key ? referralOf(key) : null;
      },
    },
    ViewerReferral: {
      code: ({ key }: { key: string }) => mockInviteCode(key),
      sharePath: ({ key }: { key: string }) =>
        `/onboarding/referral-code?code=${mockInviteCode(key)}`,
      invitedCount: ({ key }: { key: string }) =>
        [...invitedBy.values()].filter((inviter) => inviter === key).length,
      hasUsedCode: ({ key }: { key: string }) => invitedBy.has(key),
      invitedBy: ({ key }: { key: string }) => {
        const inviter = invitedBy.get(key);
        return inviter ? garden.ref('User', inviter) : null;
      },
    },
    Community: {
      campaignCodePage: (
        _community: unknown,
        { pageId }: { pageId: string },
        context: MockContext,
      ) => {
        const index = campaignPages.findIndex((page) => page.slug === pageId) + 1;
        return index === 0 ? null : pageFields(index, context);
      },
    },
    Mutation: {
      redeemReferralCode: (_root: unknown, { input }: Input, context: MockContext) => {
        const key = member(context);
        const { language } = context;
        if (!key) return shouldSignUp(language);
        const raw = String(input.code);
        if (raw.length > 64) return invalid(language, 'code', 'TOO_LONG');
        const code = normalize(raw);
        if (!code) return invalid(language, 'code', 'REQUIRED');
        if (!new RegExp(`^[${ALPHABET}]{8}$`).test(code)) return inviteError(language, 'INVALID');
        return garden.once(context.viewerUid!, 'redeemReferralCode', input.clientMutationId, () => {
          const owner = codeOwners.get(code);
          if (!owner) return inviteError(language, 'NOT_FOUND');
          if (owner === key) return inviteError(language, 'INVALID');
          if (invitedBy.get(owner) === key) return inviteError(language, 'ALREADY_INVITED');
          if (invitedBy.has(key)) return inviteError(language, 'ALREADY_USED');
          invitedBy.set(key, owner);
          return typed('RedeemReferralCodePayload', {
            clientMutationId: input.clientMutationId,
            rewardCoins: program.inviteeCoins,
            inviter: garden.ref('User', owner),
            viewer: {},
          });
        });
      },
      setReferralProgram: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        typed('SetReferralProgramPayload', {
          clientMutationId: input.clientMutationId,
          referralProgram: { inviterCoins: input.inviterCoins, inviteeCoins: input.inviteeCoins },
        }),
      redeemCampaignCode: (_root: unknown, { input }: Input, context: MockContext) => {
        const key = member(context);
        const { language } = context;
        if (!key) return shouldSignUp(language);
        const index = pageIndexOf(String(input.campaignCodePageId));
        if (index === 0) return typed('NotFoundError', buildNotFoundError(language));
        const raw = String(input.code);
        if (raw.length > 64) return invalid(language, 'code', 'TOO_LONG');
        const code = normalize(raw);
        if (!code) return invalid(language, 'code', 'REQUIRED');
        const page = campaignPages[index - 1];
        if (page.startsInDays > 0) return campaignError(language, 'NOT_STARTED');
        if (page.endsInDays <= 0) return campaignError(language, 'ENDED');
        return garden.once(context.viewerUid!, 'redeemCampaignCode', input.clientMutationId, () => {
          const single = page.singleUseCodes?.includes(code) ?? false;
          if (!single && !(page.sharedCodes?.includes(code) ?? false))
            return campaignError(language, 'NOT_FOUND');
          const state = pageState(index);
          const mine = state.get(key) ?? [];
          if (mine.length >= page.perFanLimit || mine.includes(code))
            return campaignError(language, 'ALREADY_USED');
          const singleKey = `${index}:${code}`;
          if (single && usedSingleCodes.has(singleKey))
            return campaignError(language, 'CODE_USED_UP');
          if (single) usedSingleCodes.add(singleKey);
          state.set(key, [...mine, code]);
          return typed('RedeemCampaignCodePayload', {
            clientMutationId: input.clientMutationId,
            rewardCoins: page.rewardCoins,
            page: pageFields(index, context),
            viewer: {},
          });
        });
      },
      updateCampaignCodePage: (_root: unknown, { input }: Input, context: MockContext) =>
        onOperatorsPage(context, input, (page) =>
          typed('CampaignCodePagePayload', { clientMutationId: input.clientMutationId, page }),
        ),
      closeCampaignCodePage: (_root: unknown, { input }: Input, context: MockContext) =>
        onOperatorsPage(context, input, (page) =>
          typed('CampaignCodePagePayload', { clientMutationId: input.clientMutationId, page }),
        ),
      generateCampaignCodes: (_root: unknown, { input }: Input, context: MockContext) =>
        onOperatorsPage(context, input, (page) =>
          typed('GenerateCampaignCodesPayload', {
            clientMutationId: input.clientMutationId,
            page,
            codes: Array.from(
              { length: Math.min(Math.max(Number(input.count) || 0, 0), 1000) },
              (_, index) => `MOCK${String(index + 1).padStart(6, '0')}`,
            ),
          }),
        ),
      createCampaignCodePage: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        typed('CreateCampaignCodePagePayload', {
          clientMutationId: input.clientMutationId,
          page: pageFields(1, context),
          codes: campaignPages[0].sharedCodes ?? [],
        }),
    },
  };
};

export const referralsMock: MockFeature = {
  builders: (locale) => ({
    ReferralProgram: () => ({ ...program }),
    ViewerReferral: () => ({
      code: 'HANA3M27',
      sharePath: '/onboarding/referral-code?code=HANA3M27',
      invitedCount: 1,
      hasUsedCode: false,
    }),
    CampaignCodePage: (index) => buildCampaignCodePage(locale, index),
    InviteCodeError: () => ({
      message: errorMessage(locale, 'errors.inviteCode.NOT_FOUND'),
      inviteCodeProblem: 'NOT_FOUND',
    }),
    CampaignCodeError: () => ({
      message: errorMessage(locale, 'errors.campaignCode.ALREADY_USED'),
      campaignCodeProblem: 'ALREADY_USED',
    }),
    RedeemReferralCodePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      rewardCoins: program.inviteeCoins,
    }),
    RedeemCampaignCodePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      rewardCoins: campaignPages[0]?.rewardCoins ?? 0,
    }),
    CreateCampaignCodePagePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      codes: campaignPages[0]?.sharedCodes ?? [],
    }),
    GenerateCampaignCodesPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      codes: ['MOCK000001', 'MOCK000002', 'MOCK000003'],
    }),
    CampaignCodeLimitBelowUseError: () => ({
      message: errorMessage(locale, 'errors.campaignCode.limitBelowUse', {
        field: errorMessage(locale, 'errors.field.totalLimit'),
        used: 42,
      }),
      limitField: 'totalLimit',
      usedCount: 42,
    }),
    ...payloadBuilders('SetReferralProgramPayload', 'CampaignCodePagePayload'),
  }),
  resolvers: referralsResolvers,
};

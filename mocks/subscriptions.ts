// The mock of memberships (server/subscriptions): the demo garden's plan, one membership
// per mock member subscribed with the local provider's test cards (4242… pays, …0002 is
// declined), cancelling at the period's end and resuming, invoices that are qualified
// invoices, and the operators' plan mutations, with the server's typed errors.
import { taxBreakdown } from '../common/consumptionTax';
import { demoMemberships } from '../server/subscriptions/demoMemberships';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
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
import { paginate, type PageArgs } from './mockPagination';
import { buildStoreSeller } from './storeBuilders';

const DAY_MINUTES = 24 * 60;

export function buildMembershipPlan(locale: MockLocale, index: number) {
  const plan = demoMemberships.plans[(index - 1) % demoMemberships.plans.length];
  return {
    id: mockGlobalId('MembershipPlan', index),
    name: plan.name[locale] ?? plan.name.ja ?? '',
    description: plan.description[locale] ?? plan.description.ja ?? '',
    monthlyPrice: plan.monthlyPrice,
    taxRate: plan.taxRatePercent === 8 ? 'REDUCED_8' : 'STANDARD_10',
    perks: plan.perks,
    isArchived: false,
  };
}

function taxesOf(amount: number) {
  return taxBreakdown([{ unitPrice: amount, quantity: 1, taxRatePercent: 10 }]).map((rate) => ({
    rate: rate.ratePercent === 8 ? 'REDUCED_8' : 'STANDARD_10',
    taxableTotal: rate.taxableTotal,
    tax: rate.tax,
  }));
}

export function buildMembershipInvoice(locale: MockLocale, index: number) {
  const plan = buildMembershipPlan(locale, 1);
  const startsMinutesAgo = index * 30 * DAY_MINUTES;
  return {
    id: mockGlobalId('MembershipInvoice', index),
    status: 'PAID',
    planName: plan.name,
    periodStart: mockDateTime(startsMinutesAgo),
    periodEnd: mockDateTime(startsMinutesAgo - 30 * DAY_MINUTES),
    amount: plan.monthlyPrice,
    taxBreakdown: taxesOf(plan.monthlyPrice),
    seller: buildStoreSeller(locale),
    paidAt: mockDateTime(startsMinutesAgo),
    invoiceNumber: `M-202611-${String(index).padStart(6, '0')}`,
  };
}

export function buildMembership(locale: MockLocale, index: number) {
  const plan = buildMembershipPlan(locale, 1);
  return {
    id: mockGlobalId('Membership', index),
    plan,
    status: 'ACTIVE',
    monthlyPrice: plan.monthlyPrice,
    currentPeriodStart: mockDateTime(10 * DAY_MINUTES),
    currentPeriodEnd: mockDateTime(-20 * DAY_MINUTES),
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    activePerks: plan.perks,
    paymentActionUrl: null,
  };
}

/** Whether an id names a saved card (what the server's dbIdOf would accept). */
function isSavedCardId(id: string): boolean {
  try {
    return atob(id).startsWith('SavedPaymentMethod:');
  } catch {
    return false;
  }
}

interface MockMembership {
  index: number;
  status: 'ACTIVE' | 'ENDED';
  cancelAtPeriodEnd: boolean;
  invoices: number[];
}

const subscriptionsResolvers: MockFeature['resolvers'] = (garden) => {
  const planIds = demoMemberships.plans.map((_plan, index) =>
    mockGlobalId('MembershipPlan', index + 1),
  );
  const byMember = new Map<string, MockMembership>();
  let membershipCount = 0;
  let invoiceCount = 0;
  const member = ({ viewerUid }: MockContext) => garden.memberUserKey(viewerUid);
  const perksOf = (key: string | null) =>
    key !== null && byMember.get(key)?.status === 'ACTIVE'
      ? buildMembershipPlan('ja', 1).perks
      : [];
  garden.answerPerks(perksOf);
  const membershipView = (locale: MockLocale, membership: MockMembership) => {
    const built = buildMembership(locale, membership.index);
    const current = membership.status === 'ACTIVE';
    return {
      ...built,
      status: membership.status,
      cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
      activePerks: current ? built.activePerks : [],
    };
  };
  const typed = (
    typeName: 'MembershipError',
    key:
      | 'errors.membership.alreadySubscribed'
      | 'errors.membership.notSubscribed'
      | 'errors.membership.notCancellable'
      | 'errors.membership.notPastDue',
    reason: string,
    locale: MockLocale,
  ) => ({ __typename: typeName, message: errorMessage(locale, key), membershipReason: reason });
  const notFound = (locale: MockLocale) => ({
    __typename: 'NotFoundError',
    ...buildNotFoundError(locale),
  });
  const ownInvoice = (context: MockContext, id: string) => {
    const key = member(context);
    const membership = key ? byMember.get(key) : undefined;
    return membership?.invoices.find((index) => mockGlobalId('MembershipInvoice', index) === id);
  };
  const changeRenewal =
    (cancel: boolean) =>
    (_root: unknown, { input }: { input: { clientMutationId: string } }, context: MockContext) => {
      const key = member(context);
      if (!key) return shouldSignUp(context.language);
      const membership = byMember.get(key);
      if (!membership || membership.status !== 'ACTIVE')
        return typed(
          'MembershipError',
          'errors.membership.notSubscribed',
          'NOT_SUBSCRIBED',
          context.language,
        );
      if (membership.cancelAtPeriodEnd === cancel)
        return typed(
          'MembershipError',
          'errors.membership.notCancellable',
          'NOT_CANCELLABLE',
          context.language,
        );
      membership.cancelAtPeriodEnd = cancel;
      return {
        __typename: 'ChangeMembershipRenewalPayload',
        clientMutationId: input.clientMutationId,
        membership: membershipView(context.language, membership),
      };
    };
  const operatorRefusal = (context: MockContext) => {
    const key = member(context);
    if (!key) return shouldSignUp(context.language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(context.language) };
  };
  const planPayload = (
    context: MockContext,
    input: { clientMutationId: string; planId?: string; plan?: { monthlyPrice: number } },
    archived = false,
  ) => {
    const refused = operatorRefusal(context);
    if (refused) return refused;
    if (input.planId !== undefined && !planIds.includes(input.planId))
      return notFound(context.language);
    const price = input.plan?.monthlyPrice;
    if (price !== undefined && (price < 100 || price > 100_000))
      return {
        __typename: 'InvalidInputError',
        ...buildInvalidInputError(context.language, 'monthlyPrice', 'INVALID_FORMAT', null),
      };
    return {
      __typename: 'MembershipPlanPayload',
      clientMutationId: input.clientMutationId,
      plan: { ...buildMembershipPlan(context.language, 1), isArchived: archived },
    };
  };

  return {
    Community: {
      membershipPlans: (_parent: unknown, args: PageArgs, context: MockContext) => {
        const page = paginate(planIds, (id) => mockCursor('MembershipPlan', id), args, {
          locale: context.language,
          max: 20,
          defaultPage: { first: 20 },
        });
        return {
          ...page,
          edges: page.edges.map((edge) => ({
            ...edge,
            node: buildMembershipPlan(context.language, planIds.indexOf(edge.node) + 1),
          })),
        };
      },
    },
    Viewer: {
      membership: (_viewer: unknown, _args: unknown, context: MockContext) => {
        const key = member(context);
        const membership = key ? byMember.get(key) : undefined;
        return membership ? membershipView(context.language, membership) : null;
      },
      activePerks: (_viewer: unknown, _args: unknown, context: MockContext) =>
        perksOf(member(context)),
      membershipInvoices: (_viewer: unknown, args: PageArgs, context: MockContext) => {
        const key = member(context);
        const invoices = [...((key ? byMember.get(key)?.invoices : undefined) ?? [])].reverse();
        const page = paginate(invoices, (index) => mockCursor('MembershipInvoice', index), args, {
          locale: context.language,
          max: 50,
          defaultPage: { first: 20 },
        });
        return {
          ...page,
          edges: page.edges.map((edge) => ({
            ...edge,
            node: buildMembershipInvoice(context.language, edge.node),
          })),
        };
      },
    },
    Query: {
      membershipInvoice: (_root: unknown, { id }: { id: string }, context: MockContext) => {
        const index = ownInvoice(context, id);
        return index === undefined ? null : buildMembershipInvoice(context.language, index);
      },
    },
    Mutation: {
      // The mock's memberships never fail to renew: the fan's own is never PAST_DUE.
      retryMembershipPayment: (
        _root: unknown,
        { input }: { input: { membershipId: string; paymentMethodId: string } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const membership = byMember.get(key);
        const own =
          membership && mockGlobalId('Membership', membership.index) === input.membershipId;
        if (!own || !isSavedCardId(input.paymentMethodId)) return notFound(context.language);
        return typed(
          'MembershipError',
          'errors.membership.notPastDue',
          'NOT_PAST_DUE',
          context.language,
        );
      },
      subscribeToMembership: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; planId: string; card: string } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        if (!planIds.includes(input.planId)) return notFound(context.language);
        const card = input.card.replace(/[\s-]/g, '');
        if (card === '')
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, 'card', 'REQUIRED', null),
          };
        const result = garden.once(
          context.viewerUid!,
          'subscribeToMembership',
          input.clientMutationId,
          () => {
            if (byMember.get(key)?.status === 'ACTIVE')
              return typed(
                'MembershipError',
                'errors.membership.alreadySubscribed',
                'ALREADY_SUBSCRIBED',
                context.language,
              );
            if (card.endsWith('0002'))
              return {
                __typename: 'PaymentError',
                message: errorMessage(context.language, 'errors.payment.declined'),
                paymentReason: 'DECLINED',
              };
            membershipCount += 1;
            invoiceCount += 1;
            byMember.set(key, {
              index: membershipCount,
              status: 'ACTIVE',
              cancelAtPeriodEnd: false,
              invoices: [invoiceCount],
            });
            return null;
          },
        );
        if (result) return result;
        const membership = byMember.get(key)!;
        return {
          __typename: 'SubscribeToMembershipPayload',
          clientMutationId: input.clientMutationId,
          membership: membershipView(context.language, membership),
          viewer: {},
        };
      },
      cancelMembership: changeRenewal(true),
      resumeMembership: changeRenewal(false),
      createMembershipPlan: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; plan: { monthlyPrice: number } } },
        context: MockContext,
      ) => planPayload(context, input),
      updateMembershipPlan: (
        _root: unknown,
        {
          input,
        }: { input: { clientMutationId: string; planId: string; plan: { monthlyPrice: number } } },
        context: MockContext,
      ) => planPayload(context, input),
      archiveMembershipPlan: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; planId: string } },
        context: MockContext,
      ) => planPayload(context, input, true),
    },
  };
};

export const subscriptionsMock: MockFeature = {
  builders: (locale) => ({
    MembershipPlan: (index) => buildMembershipPlan(locale, index),
    Membership: (index) => buildMembership(locale, index),
    MembershipInvoice: (index) => buildMembershipInvoice(locale, index),
    MembershipError: () => ({
      message: errorMessage(locale, 'errors.membership.alreadySubscribed'),
      membershipReason: 'ALREADY_SUBSCRIBED',
    }),
    ...edgeBuilders({
      MembershipPlanEdge: 'MembershipPlan',
      MembershipInvoiceEdge: 'MembershipInvoice',
    }),
    ...payloadBuilders(
      'SubscribeToMembershipPayload',
      'ChangeMembershipRenewalPayload',
      'RetryMembershipPaymentPayload',
      'MembershipPlanPayload',
    ),
  }),
  resolvers: subscriptionsResolvers,
};

// The mock of saved cards (server/store/paymentMethods): each fan's cards in memory, with the
// local test provider's cards (README): 4242… saves, 4000 0000 0000 3220 waits for 3-D
// Secure (the mock's challenge always succeeds when the page confirms it), 4000…0002 is
// declined. One default, at most MAX_SAVED_PAYMENT_METHODS. The store's mock checkout pays
// with them through mockSavedCardOf.
import { MAX_SAVED_PAYMENT_METHODS } from '../common/storeLimits';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  edgeBuilders,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import type { MockGarden } from './mockGarden';
import { paginate, type PageArgs } from './mockPagination';

interface MockCard {
  id: string;
  owner: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  isDefault: boolean;
  status: 'ACTIVE' | 'REQUIRES_ACTION';
  actionUrl: string | null;
  usedForMembership: boolean;
  createdAt: string;
}

const wallets = new WeakMap<MockGarden, MockCard[]>();
const walletOf = (garden: MockGarden) =>
  wallets.get(garden) ?? wallets.set(garden, []).get(garden)!;

/** The fan's usable saved card with this id, or null (anyone else's reads as none). */
export function mockSavedCardOf(garden: MockGarden, owner: string, id: string | null | undefined) {
  return (
    walletOf(garden).find(
      (card) => card.id === id && card.owner === owner && card.status === 'ACTIVE',
    ) ?? null
  );
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (digits.startsWith('35')) return 'JCB';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'UNKNOWN';
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const setupError = (context: MockContext, reason: 'DECLINED' | 'INVALID_CARD') => ({
  __typename: 'PaymentError',
  message: errorMessage(
    context.language,
    reason === 'DECLINED' ? 'errors.paymentSetup.declined' : 'errors.paymentSetup.invalidCard',
  ),
  paymentReason: reason,
});

const notFound = (context: MockContext) => ({
  __typename: 'NotFoundError',
  ...buildNotFoundError(context.language),
});

const paymentMethodResolvers: MockFeature['resolvers'] = (garden) => {
  const member = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const mine = (owner: string) =>
    walletOf(garden)
      .filter((card) => card.owner === owner)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || (a.id < b.id ? 1 : -1));
  const own = (owner: string, id: string) =>
    walletOf(garden).find((card) => card.id === id && card.owner === owner) ?? null;
  const makeDefault = (owner: string, id: string) => {
    for (const card of walletOf(garden)) if (card.owner === owner) card.isDefault = card.id === id;
  };
  let created = 0;
  return {
    Viewer: {
      savedPaymentMethods: (_viewer: unknown, args: PageArgs, context: MockContext) => {
        const key = member(context);
        const nodes = key ? mine(key) : [];
        return paginate(
          nodes,
          (node) => mockCursor('SavedPaymentMethod', nodes.indexOf(node) + 1),
          args,
          {
            locale: context.language,
            max: MAX_SAVED_PAYMENT_METHODS,
            defaultPage: { first: MAX_SAVED_PAYMENT_METHODS },
          },
        );
      },
    },
    Mutation: {
      addPaymentMethod: (
        _root: unknown,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            card: string;
            expMonth?: number | null;
            expYear?: number | null;
            makeDefault?: boolean | null;
          };
        },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const digits = input.card.replace(/[\s-]/g, '');
        if (digits === '')
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, 'card', 'REQUIRED', null),
          };
        const { expMonth, expYear } = input;
        const now = new Date();
        if (
          (expMonth == null) !== (expYear == null) ||
          (expMonth != null &&
            expYear != null &&
            (expMonth < 1 ||
              expMonth > 12 ||
              expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1))
        )
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, 'expiry', 'INVALID_FORMAT', null),
          };
        if (mine(key).length >= MAX_SAVED_PAYMENT_METHODS)
          return {
            __typename: 'StoreError',
            message: errorMessage(context.language, 'errors.store.tooManyPaymentMethods', {
              limit: MAX_SAVED_PAYMENT_METHODS,
            }),
            storeReason: 'TOO_MANY_PAYMENT_METHODS',
            item: null,
          };
        if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits))
          return setupError(context, 'INVALID_CARD');
        if (digits === '4000000000000002') return setupError(context, 'DECLINED');
        const card = garden.once(
          context.viewerUid!,
          'addPaymentMethod',
          input.clientMutationId,
          () => {
            const id = mockGlobalId('SavedPaymentMethod', 1000 + (created += 1));
            const pending = digits === '4000000000003220';
            const entry: MockCard = {
              id,
              owner: key,
              brand: brandOf(digits),
              last4: digits.slice(-4),
              expMonth: expMonth ?? null,
              expYear: expYear ?? null,
              isDefault: false,
              status: pending ? 'REQUIRES_ACTION' : 'ACTIVE',
              actionUrl: pending ? '/settings/store/payment-method' : null,
              usedForMembership: false,
              createdAt: new Date().toISOString(),
            };
            walletOf(garden).push(entry);
            if (!pending && (input.makeDefault || !mine(key).some((other) => other.isDefault)))
              makeDefault(key, id);
            return entry;
          },
        );
        return {
          __typename: 'AddPaymentMethodPayload',
          clientMutationId: input.clientMutationId,
          paymentMethod: card,
          viewer: {},
        };
      },
      confirmPaymentMethod: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; id: string } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const card = own(key, input.id);
        if (!card) return notFound(context);
        if (card.status === 'REQUIRES_ACTION') {
          card.status = 'ACTIVE';
          card.actionUrl = null;
          if (!mine(key).some((other) => other.isDefault)) makeDefault(key, card.id);
        }
        return {
          __typename: 'ConfirmPaymentMethodPayload',
          clientMutationId: input.clientMutationId,
          paymentMethod: card,
          viewer: {},
        };
      },
      setDefaultPaymentMethod: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; id: string } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const card = own(key, input.id);
        if (!card || card.status !== 'ACTIVE') return notFound(context);
        makeDefault(key, card.id);
        return {
          __typename: 'SetDefaultPaymentMethodPayload',
          clientMutationId: input.clientMutationId,
          paymentMethod: card,
          viewer: {},
        };
      },
      removePaymentMethod: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; id: string } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const card = own(key, input.id);
        if (!card) return notFound(context);
        if (card.usedForMembership)
          return {
            __typename: 'PaymentMethodInUseError',
            message: errorMessage(context.language, 'errors.paymentMethod.inUse'),
          };
        const wallet = walletOf(garden);
        wallet.splice(wallet.indexOf(card), 1);
        const newest = mine(key)[0];
        if (card.isDefault && newest) makeDefault(key, newest.id);
        return {
          __typename: 'RemovePaymentMethodPayload',
          clientMutationId: input.clientMutationId,
          removedPaymentMethodId: card.id,
          viewer: {},
        };
      },
    },
  };
};

export const paymentMethodsMock: MockFeature = {
  builders: (locale) => ({
    ...payloadBuilders(
      'AddPaymentMethodPayload',
      'ConfirmPaymentMethodPayload',
      'SetDefaultPaymentMethodPayload',
      'RemovePaymentMethodPayload',
    ),
    ...edgeBuilders({ SavedPaymentMethodEdge: 'SavedPaymentMethod' }),
    SavedPaymentMethod: (index) => ({
      id: mockGlobalId('SavedPaymentMethod', index),
      brand: index % 2 ? 'VISA' : 'JCB',
      last4: index % 2 ? '4242' : '0505',
      expMonth: index % 2 ? 8 : 3,
      expYear: index % 2 ? 2029 : 2028,
      isDefault: index === 1,
      status: 'ACTIVE',
      actionUrl: null,
      usedForMembership: false,
      createdAt: mockDateTime(index * 60),
    }),
    PaymentMethodInUseError: () => ({
      message: errorMessage(locale, 'errors.paymentMethod.inUse'),
    }),
  }),
  resolvers: paymentMethodResolvers,
};

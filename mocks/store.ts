// The mock of the store (server/store): the demo catalogue, a basket per fan, checkout
// sessions paid with the same test cards as the local provider (4242… pays, …0002 is
// declined, …3220 waits for 3-D Secure), orders and receipts, and the operators'
// mutations, with the server's typed errors.
import { normalizeTrackingNumber } from '../common/delivery/tracking';
import { MAX_QUANTITY_PER_LINE } from '../common/storeLimits';
import type { ShippingAddress } from '../common/delivery/shippingAddress';
import { mockAddressOf } from './addressBook';
import { mockSavedCardOf } from './paymentMethods';
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
import {
  buildOrder,
  buildStoreErrors,
  buildStoreItem,
  buildStoreLegal,
  buildStoreSection,
  buildStoreSeller,
  buildTaxBreakdown,
  mockStoreItems,
} from './storeBuilders';

interface MockSession {
  id: string;
  owner: string;
  status: 'OPEN' | 'PAYING' | 'COMPLETED' | 'EXPIRED';
  lines: { item: number; quantity: number }[];
  paymentMethod: string | null;
  orderIndex: number | null;
  /** The address chosen when paying (a copy: later edits of the book do not move it). */
  shippingAddress?: ShippingAddress;
  /** Set when an operator marks the order's parcel shipped. */
  shipped?: { carrier: string; trackingNumber: string; shippedAt: string };
}

/** The 1-based index behind a mock global id of `typeName`, or null. */
const indexOf = (typeName: string, id: string, count: number) => {
  for (let index = 1; index <= count; index += 1)
    if (mockGlobalId(typeName, index) === id) return index;
  return null;
};
const itemIndexOf = (id: string) => indexOf('StoreItem', id, mockStoreItems.length);

const storeResolvers: MockFeature['resolvers'] = (garden) => {
  const baskets = new Map<string, Map<number, number>>();
  const sessions = new Map<string, MockSession>();
  const orders = new Map<string, number[]>();
  let orderCount = 0;

  const basketOf = (key: string) => baskets.get(key) ?? baskets.set(key, new Map()).get(key)!;
  const lineOf = (locale: MockLocale, item: number, quantity: number) => {
    const built = buildStoreItem(locale, item);
    return {
      item: built,
      name: built.name,
      kind: built.kind,
      unitPrice: built.price,
      quantity,
      taxRate: built.taxRate,
      subtotal: built.price * quantity,
    };
  };
  const basketView = (key: string, locale: MockLocale) => {
    const lines = [...basketOf(key)].map(([item, quantity]) => ({
      id: mockGlobalId('BasketLine', item),
      item: buildStoreItem(locale, item),
      quantity,
      subtotal: buildStoreItem(locale, item).price * quantity,
    }));
    return {
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      total: lines.reduce((sum, line) => sum + line.subtotal, 0),
    };
  };
  /** Paid goods are being prepared until an operator ships them. */
  const shipmentView = (session: MockSession) => {
    if (!session.shippingAddress) return null;
    return session.shipped
      ? { status: 'SHIPPED' as const, ...session.shipped }
      : { status: 'PREPARING' as const, carrier: null, trackingNumber: null, shippedAt: null };
  };
  const sessionOfOrder = (index: number) =>
    [...sessions.values()].find((entry) => entry.orderIndex === index);
  const orderView = (locale: MockLocale, index: number, session?: MockSession) => {
    const base = buildOrder(locale, index);
    if (!session) return { ...base, receipt: receiptView(locale, base) };
    const lines = session.lines.map((line) => lineOf(locale, line.item, line.quantity));
    const order = {
      ...base,
      lines,
      total: lines.reduce((sum, line) => sum + line.subtotal, 0),
      taxBreakdown: buildTaxBreakdown(
        lines.map((line) => ({
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          taxRatePercent: line.taxRate === 'REDUCED_8' ? 8 : 10,
        })),
      ),
      paymentMethod: session.paymentMethod ?? 'CARD',
      shippingAddress: session.shippingAddress ?? null,
      shipment: shipmentView(session),
    };
    return { ...order, receipt: receiptView(locale, order) };
  };
  const receiptView = (locale: MockLocale, order: ReturnType<typeof buildOrder>) => ({
    id: order.id,
    order,
    seller: buildStoreSeller(locale),
    issuedAt: order.createdAt,
    pdfUrl: `/receipts/demo/${encodeURIComponent(order.id)}.pdf?lang=${locale}`,
  });
  const sessionView = (locale: MockLocale, session: MockSession) => {
    const lines = session.lines.map((line) => lineOf(locale, line.item, line.quantity));
    return {
      id: session.id,
      state: session.status,
      lines,
      total: lines.reduce((sum, line) => sum + line.subtotal, 0),
      taxBreakdown: buildTaxBreakdown(
        lines.map((line) => ({
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          taxRatePercent: line.taxRate === 'REDUCED_8' ? 8 : 10,
        })),
      ),
      expiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
      selectedPaymentMethod: session.paymentMethod,
      paymentActionUrl: session.status === 'PAYING' ? `/payments/local/demo/${session.id}` : null,
      paymentFailure: null,
      order: session.orderIndex ? orderView(locale, session.orderIndex, session) : null,
      needsDelivery: lines.some((line) => line.kind === 'PHYSICAL'),
      shippingAddress: session.shippingAddress ?? null,
      shipment: shipmentView(session),
    };
  };
  const connection = <T>(nodes: T[], typeName: string, args: PageArgs, locale: MockLocale) => {
    const cursors = new Map(nodes.map((node, index) => [node, mockCursor(typeName, index + 1)]));
    return paginate(nodes, (node) => cursors.get(node)!, args, {
      locale,
      max: 50,
      defaultPage: { first: 20 },
    });
  };
  const member = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const operatorRefusal = (context: MockContext) => {
    const key = member(context);
    if (!key) return shouldSignUp(context.language);
    if (garden.store.get('User', key, 'role') !== 'OPERATOR')
      return {
        __typename: 'PermissionDeniedError',
        ...buildPermissionDeniedError(context.language),
      };
    return null;
  };
  const notFound = (language: MockLocale) => ({
    __typename: 'NotFoundError',
    ...buildNotFoundError(language),
  });
  const badQuantity = (language: MockLocale) => ({
    __typename: 'InvalidInputError',
    ...buildInvalidInputError(language, 'quantity', 'TOO_LONG', MAX_QUANTITY_PER_LINE),
  });

  return {
    Community: {
      storeSections: (_community: unknown, args: PageArgs, { language }: MockContext) =>
        connection(
          Array.from({ length: 4 }, (_, i) => ({
            ...buildStoreSection(language, i + 1),
            section: i + 1,
          })),
          'StoreSection',
          args,
          language,
        ),
      coinPacks: (_community: unknown, args: PageArgs, { language }: MockContext) =>
        connection(
          mockStoreItems.flatMap(({ item }, i) =>
            item.kind === 'COIN_PACK' ? [buildStoreItem(language, i + 1)] : [],
          ),
          'StoreItem',
          args,
          language,
        ),
      storeLegal: (_community: unknown, _args: unknown, { language }: MockContext) =>
        buildStoreLegal(language),
    },
    StoreSection: {
      items: (section: { section?: number }, args: PageArgs, { language }: MockContext) =>
        connection(
          mockStoreItems.flatMap((entry, i) =>
            entry.section === (section.section ?? 1) ? [buildStoreItem(language, i + 1)] : [],
          ),
          'StoreItem',
          args,
          language,
        ),
    },
    StoreItem: {
      section: (item: { id: string }, _args: unknown, { language }: MockContext) => {
        const index = itemIndexOf(item.id) ?? 1;
        const section = mockStoreItems[index - 1].section;
        return { ...buildStoreSection(language, section), section };
      },
    },
    Viewer: {
      basket: (_viewer: unknown, _args: unknown, context: MockContext) => {
        const key = member(context);
        return key ? basketView(key, context.language) : null;
      },
      orders: (_viewer: unknown, args: PageArgs, context: MockContext) => {
        const key = member(context);
        const mine = key ? [...(orders.get(key) ?? [])].reverse() : [];
        return connection(
          mine.map((index) => {
            const session = sessionOfOrder(index);
            return orderView(context.language, index, session);
          }),
          'Order',
          args,
          context.language,
        );
      },
    },
    Query: {
      pendingShipments: (_root: unknown, args: PageArgs, context: MockContext) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const waiting = [...sessions.values()]
          .filter((session) => session.orderIndex !== null && session.shippingAddress)
          .filter((session) => !session.shipped)
          .sort((a, b) => a.orderIndex! - b.orderIndex!);
        return {
          __typename: 'OrderConnection',
          ...connection(
            waiting.map((session) => orderView(context.language, session.orderIndex!, session)),
            'Order',
            args,
            context.language,
          ),
        };
      },
      receipt: (_root: unknown, { id }: { id: string }, context: MockContext) => {
        const key = member(context);
        const index = indexOf('Order', id, orderCount) ?? 0;
        if (!key || !(orders.get(key) ?? []).includes(index)) return null;
        const session = sessionOfOrder(index);
        return orderView(context.language, index, session).receipt;
      },
    },
    Mutation: {
      addToBasket: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; itemId: string; quantity: number } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const item = itemIndexOf(input.itemId);
        if (!item) return notFound(context.language);
        const basket = basketOf(key);
        if ((basket.get(item) ?? 0) + input.quantity > MAX_QUANTITY_PER_LINE)
          return badQuantity(context.language);
        if (!buildStoreItem(context.language, item).isOnSale)
          return {
            __typename: 'StoreError',
            message: errorMessage(context.language, 'errors.store.notOnSale', {
              item: buildStoreItem(context.language, item).name,
            }),
            storeReason: 'NOT_ON_SALE',
            item: buildStoreItem(context.language, item),
          };
        garden.once(context.viewerUid!, 'addToBasket', input.clientMutationId, () =>
          basket.set(item, (basket.get(item) ?? 0) + input.quantity),
        );
        return {
          __typename: 'AddToBasketPayload',
          clientMutationId: input.clientMutationId,
          basket: basketView(key, context.language),
        };
      },
      setBasketQuantity: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; lineId: string; quantity: number } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const basket = basketOf(key);
        const item = indexOf('BasketLine', input.lineId, mockStoreItems.length) ?? 0;
        if (!basket.has(item)) return notFound(context.language);
        if (input.quantity > MAX_QUANTITY_PER_LINE) return badQuantity(context.language);
        if (input.quantity === 0) basket.delete(item);
        else basket.set(item, input.quantity);
        return {
          __typename: 'SetBasketQuantityPayload',
          clientMutationId: input.clientMutationId,
          basket: basketView(key, context.language),
        };
      },
      startCheckout: (
        _root: unknown,
        {
          input,
        }: {
          input: { clientMutationId: string; itemId?: string | null; quantity?: number | null };
        },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const lines = input.itemId
          ? [{ item: itemIndexOf(input.itemId) ?? 0, quantity: input.quantity ?? 1 }]
          : [...basketOf(key)].map(([item, quantity]) => ({ item, quantity }));
        if (lines.some((line) => line.item === 0)) return notFound(context.language);
        if (lines.length === 0)
          return {
            __typename: 'CheckoutSessionError',
            message: errorMessage(context.language, 'errors.checkout.empty'),
            checkoutReason: 'EMPTY',
          };
        const session = garden.once(
          context.viewerUid!,
          'startCheckout',
          input.clientMutationId,
          () => {
            const created: MockSession = {
              id: mockGlobalId('CheckoutSession', sessions.size + 1),
              owner: key,
              status: 'OPEN',
              lines,
              paymentMethod: null,
              orderIndex: null,
            };
            sessions.set(created.id, created);
            return created;
          },
        );
        return {
          __typename: 'StartCheckoutPayload',
          clientMutationId: input.clientMutationId,
          session: sessionView(context.language, session),
        };
      },
      payCheckout: (
        _root: unknown,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            sessionId: string;
            method: string;
            card?: string | null;
            savedPaymentMethodId?: string | null;
            deliveryAddressId?: string | null;
          };
        },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const session = sessions.get(input.sessionId);
        if (!session || session.owner !== key) return notFound(context.language);
        if (input.savedPaymentMethodId) {
          if (input.method !== 'CARD')
            return {
              __typename: 'InvalidInputError',
              ...buildInvalidInputError(
                context.language,
                'savedPaymentMethodId',
                'INVALID_FORMAT',
                null,
              ),
            };
          if (!mockSavedCardOf(garden, key, input.savedPaymentMethodId))
            return notFound(context.language);
        }
        const shipped = session.lines.some(
          (line) => lineOf(context.language, line.item, line.quantity).kind === 'PHYSICAL',
        );
        const shipTo = mockAddressOf(garden, key, input.deliveryAddressId);
        if (shipped && !input.deliveryAddressId)
          return {
            __typename: 'CheckoutSessionError',
            message: errorMessage(context.language, 'errors.checkout.deliveryAddressRequired'),
            checkoutReason: 'DELIVERY_ADDRESS_REQUIRED',
          };
        if (shipped && !shipTo) return notFound(context.language);
        // A saved card is charged as the test card 4242 is (the mock's saved cards all are).
        const card = input.savedPaymentMethodId ? '' : (input.card ?? '').replace(/\s/g, '');
        const result = garden.once(
          context.viewerUid!,
          'payCheckout',
          input.clientMutationId,
          () => {
            if (session.status !== 'OPEN')
              return {
                __typename: 'CheckoutSessionError',
                key: 'errors.checkout.alreadyPaid' as const,
                checkoutReason: 'ALREADY_PAID',
              };
            if (input.method === 'CARD' && card.endsWith('0002'))
              return {
                __typename: 'PaymentError',
                key: 'errors.payment.declined' as const,
                paymentReason: 'DECLINED',
              };
            session.paymentMethod = input.method;
            if (shipped && shipTo) session.shippingAddress = { ...shipTo.address };
            if (input.method === 'ID_PAYMENT' || card.endsWith('3220')) session.status = 'PAYING';
            else {
              session.status = 'COMPLETED';
              orderCount += 1;
              session.orderIndex = orderCount;
              orders.set(key, [...(orders.get(key) ?? []), orderCount]);
              if (session.lines.length > 1 || !input.sessionId) basketOf(key).clear();
            }
            return null;
          },
        );
        if (result) {
          const { key: messageKey, ...rest } = result;
          return { ...rest, message: errorMessage(context.language, messageKey) };
        }
        return {
          __typename: 'PayCheckoutPayload',
          clientMutationId: input.clientMutationId,
          session: sessionView(context.language, session),
        };
      },
      refreshCheckout: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; sessionId: string } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const session = sessions.get(input.sessionId);
        if (!session || session.owner !== key) return notFound(context.language);
        // The mock's 3-D Secure and ID payments succeed when the page asks again.
        if (session.status === 'PAYING') {
          session.status = 'COMPLETED';
          orderCount += 1;
          session.orderIndex = orderCount;
          orders.set(key, [...(orders.get(key) ?? []), orderCount]);
        }
        return {
          __typename: 'RefreshCheckoutPayload',
          clientMutationId: input.clientMutationId,
          session: sessionView(context.language, session),
        };
      },
      createStoreSection: (
        _root: unknown,
        { input }: { input: { clientMutationId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ?? {
          __typename: 'CreateStoreSectionPayload',
          clientMutationId: input.clientMutationId,
          section: { ...buildStoreSection(context.language, 1), section: 1 },
        },
      createStoreItem: (
        _root: unknown,
        { input }: { input: { clientMutationId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ?? {
          __typename: 'CreateStoreItemPayload',
          clientMutationId: input.clientMutationId,
          item: buildStoreItem(context.language, 1),
        },
      updateStoreItem: (
        _root: unknown,
        { input }: { input: { clientMutationId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ?? {
          __typename: 'UpdateStoreItemPayload',
          clientMutationId: input.clientMutationId,
          item: buildStoreItem(context.language, 1),
        },
      setStoreItemStock: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; stock?: number | null } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ?? {
          __typename: 'SetStoreItemStockPayload',
          clientMutationId: input.clientMutationId,
          item: {
            ...buildStoreItem(context.language, 3),
            stockRemaining: input.stock ?? null,
            isSoldOut: input.stock === 0,
          },
        },
      markOrderShipped: (
        _root: unknown,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            orderId: string;
            carrier: string;
            trackingNumber: string;
          };
        },
        context: MockContext,
      ) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const index = indexOf('Order', input.orderId, orderCount);
        const session = index === null ? undefined : sessionOfOrder(index);
        if (index === null || !session) return notFound(context.language);
        const trackingNumber = normalizeTrackingNumber(input.trackingNumber);
        if (!trackingNumber)
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, 'trackingNumber', 'INVALID_FORMAT'),
          };
        const refusal = !session.shippingAddress
          ? ({ reason: 'NOTHING_TO_SHIP', key: 'errors.store.nothingToShip' } as const)
          : session.shipped
            ? ({ reason: 'ALREADY_SHIPPED', key: 'errors.store.alreadyShipped' } as const)
            : null;
        if (refusal)
          return {
            __typename: 'StoreError',
            message: errorMessage(context.language, refusal.key),
            storeReason: refusal.reason,
            item: null,
          };
        session.shipped = {
          carrier: input.carrier,
          trackingNumber,
          shippedAt: new Date().toISOString(),
        };
        return {
          __typename: 'MarkOrderShippedPayload',
          clientMutationId: input.clientMutationId,
          order: orderView(context.language, index, session),
        };
      },
      refundOrder: (
        _root: unknown,
        { input }: { input: { clientMutationId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ?? {
          __typename: 'RefundOrderPayload',
          clientMutationId: input.clientMutationId,
          order: {
            ...orderView(context.language, 1),
            status: 'REFUNDED',
            refundedAt: new Date().toISOString(),
          },
        },
    },
  };
};

export const storeMock: MockFeature = {
  builders: (locale) => ({
    ...payloadBuilders(
      'AddToBasketPayload',
      'SetBasketQuantityPayload',
      'StartCheckoutPayload',
      'PayCheckoutPayload',
      'RefreshCheckoutPayload',
      'CreateStoreSectionPayload',
      'CreateStoreItemPayload',
      'UpdateStoreItemPayload',
      'SetStoreItemStockPayload',
      'RefundOrderPayload',
      'MarkOrderShippedPayload',
    ),
    ...edgeBuilders({
      StoreSectionEdge: 'StoreSection',
      StoreItemEdge: 'StoreItem',
      OrderEdge: 'Order',
    }),
    BasketLine: (index) => ({
      id: mockGlobalId('BasketLine', index),
      quantity: 1,
      subtotal: 1_650,
    }),
    Basket: () => ({ itemCount: 1, total: 1_650 }),
    TaxBreakdown: () => ({ rate: 'STANDARD_10', taxableTotal: 1_650, tax: 150 }),
    OrderLine: () => ({
      name: locale === 'ja' ? '描き下ろし壁紙セット' : 'Newly drawn wallpaper set',
      kind: 'DIGITAL',
      unitPrice: 1_650,
      quantity: 1,
      taxRate: 'STANDARD_10',
      subtotal: 1_650,
    }),
    CheckoutSession: (index) => ({
      id: mockGlobalId('CheckoutSession', index),
      state: 'OPEN',
      total: 1_650,
      expiresAt: mockDateTime(-15),
      selectedPaymentMethod: null,
      paymentActionUrl: null,
      paymentFailure: null,
      needsDelivery: false,
    }),
    StoreSection: (index) => buildStoreSection(locale, index),
    StoreItem: (index) => buildStoreItem(locale, index),
    Order: (index) => buildOrder(locale, index),
    OrderShipment: (index) => {
      const shipped = index % 2 === 0;
      return {
        status: shipped ? 'SHIPPED' : 'PREPARING',
        carrier: shipped ? 'JAPAN_POST' : null,
        trackingNumber: shipped ? `1111222${String(index).padStart(5, '0')}` : null,
        shippedAt: shipped ? mockDateTime(60 * 24 * index) : null,
      };
    },
    StoreSeller: () => buildStoreSeller(locale),
    Receipt: (index) => ({
      id: mockGlobalId('Order', index),
      issuedAt: buildOrder(locale, index).createdAt,
      pdfUrl: `/receipts/demo/${encodeURIComponent(mockGlobalId('Order', index))}.pdf?lang=${locale}`,
    }),
    StoreLegal: () => buildStoreLegal(locale),
    ...buildStoreErrors(locale),
  }),
  resolvers: storeResolvers,
};

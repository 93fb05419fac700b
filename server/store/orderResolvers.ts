// Checkout sessions, orders, their lines and receipts, as the fan reads them. Lines are
// the session's, priced when it was created; tax per rate is derived from them.
import { taxBreakdown } from '../../common/consumptionTax';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { shippingAddressOf } from './addresses/addressColumns';
import { requireStoreSettings, sellerOf } from './catalogueResolvers';
import { RECEIPT_PDF_PREFIX } from './receipts/receiptEndpoint';
import { paymentFailureMessage } from './storeErrors';
import { taxRateOf } from './saleRules';
import { emptyPage } from '../graphql/cursor';
import { readOrderPage } from './storePages';
import type { OrderRow } from './tables';

async function breakdownOf(context: GraphQLContext, sessionId: number) {
  const lines = await context.loaders.store.linesBySessionId.load(sessionId);
  return taxBreakdown(lines).map((rate) => ({
    rate: taxRateOf(rate.ratePercent),
    taxableTotal: rate.taxableTotal,
    tax: rate.tax,
  }));
}

async function receiptOf(context: GraphQLContext, order: OrderRow) {
  const settings = await requireStoreSettings(context);
  const id = toGlobalId('Order', order.id);
  return {
    id,
    order,
    seller: sellerOf(settings, context),
    issuedAt: order.createdAt,
    pdfUrl: `${RECEIPT_PDF_PREFIX}${context.tenantId}/${encodeURIComponent(id)}.pdf?lang=${context.language}`,
  };
}

/** The order number shown to fans: the date in Japan and the order id. */
export function orderNumber(order: Pick<OrderRow, 'id' | 'createdAt'>): string {
  const japan = new Date(order.createdAt.getTime() + 9 * 60 * 60 * 1000);
  const date = japan.toISOString().slice(0, 10).replaceAll('-', '');
  return `G-${date}-${String(order.id).padStart(6, '0')}`;
}

export const orderResolvers: Resolvers = {
  CheckoutSession: {
    id: (session) => toGlobalId('CheckoutSession', session.id),
    state: (session) => session.status,
    selectedPaymentMethod: (session) => session.paymentMethod,
    lines: (session, _args, context) => context.loaders.store.linesBySessionId.load(session.id),
    taxBreakdown: (session, _args, context) => breakdownOf(context, session.id),
    paymentFailure: (session, _args, { t }) =>
      session.paymentFailure ? paymentFailureMessage(t, session.paymentFailure) : null,
    order: (session, _args, context) => context.loaders.store.orderBySessionId.load(session.id),
    shippingAddress: async (session, _args, context) => {
      const shipment = await context.loaders.store.shipmentBySessionId.load(session.id);
      return shipment ? shippingAddressOf(shipment) : null;
    },
    needsDelivery: async (session, _args, context) =>
      (await context.loaders.store.linesBySessionId.load(session.id)).some(
        (line) => line.kind === 'PHYSICAL',
      ),
  },
  OrderLine: {
    item: async (line, _args, context) => {
      const item = await context.loaders.store.itemById.load(line.itemId);
      if (!item) throw new Error('The item of an order line is missing');
      return item;
    },
    name: (line, _args, { language }) => pickLocalized(line.name, language),
    taxRate: (line) => taxRateOf(line.taxRatePercent),
    subtotal: (line) => line.unitPrice * line.quantity,
  },
  Order: {
    id: (order) => toGlobalId('Order', order.id),
    number: (order) => orderNumber(order),
    lines: (order, _args, context) => context.loaders.store.linesBySessionId.load(order.sessionId),
    taxBreakdown: (order, _args, context) => breakdownOf(context, order.sessionId),
    receipt: (order, _args, context) => receiptOf(context, order),
    shippingAddress: async (order, _args, context) => {
      const shipment = await context.loaders.store.shipmentBySessionId.load(order.sessionId);
      return shipment ? shippingAddressOf(shipment) : null;
    },
    shipment: async (order, _args, context) => {
      const shipment = await context.loaders.store.shipmentBySessionId.load(order.sessionId);
      if (!shipment) return null;
      return {
        status: shipment.shippedAt ? 'SHIPPED' : 'PREPARING',
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        shippedAt: shipment.shippedAt,
      };
    },
  },
  Viewer: {
    orders: async (_viewer, args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer ? readOrderPage(context, viewer.id, args) : emptyPage<OrderRow>();
    },
  },
  Query: {
    receipt: async (_parent, { id }, context) => {
      const orderId = dbIdOf(id, 'Order');
      const order = orderId === null ? null : await context.loaders.store.orderById.load(orderId);
      return order ? receiptOf(context, order) : null;
    },
  },
};

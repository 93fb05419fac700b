// Words the store picks by value (an item's kind, a status, a payment method), declared
// here so that every id is a literal check:i18n can see.
import { defineMessages } from 'react-intl';

export const kindMessages = defineMessages({
  DIGITAL: { id: 'store.kind.DIGITAL' },
  PHYSICAL: { id: 'store.kind.PHYSICAL' },
  COIN_PACK: { id: 'store.kind.COIN_PACK' },
  TICKET: { id: 'store.kind.TICKET' },
});

export const sessionStateMessages = defineMessages({
  OPEN: { id: 'store.checkout.status.OPEN' },
  PAYING: { id: 'store.checkout.status.PAYING' },
  COMPLETED: { id: 'store.checkout.status.COMPLETED' },
  EXPIRED: { id: 'store.checkout.status.EXPIRED' },
});

export const methodMessages = defineMessages({
  CARD: { id: 'store.method.CARD' },
  ID_PAYMENT: { id: 'store.method.ID_PAYMENT' },
});

export const orderStatusMessages = defineMessages({
  PAID: { id: 'store.order.status.PAID' },
  REFUNDED: { id: 'store.order.status.REFUNDED' },
});

export const pendingMessages = defineMessages({
  CARD: { id: 'store.pending.card' },
  ID_PAYMENT: { id: 'store.pending.idPayment' },
});

export const termsMessages = defineMessages({
  paymentTiming: { id: 'store.terms.paymentTiming' },
  deliveryTiming: { id: 'store.terms.deliveryTiming' },
  additionalCosts: { id: 'store.terms.additionalCosts' },
  returnPolicy: { id: 'store.terms.returnPolicy' },
});

export const legalMessages = defineMessages({
  tokushohoTitle: { id: 'store.legal.tokushoho.title' },
  paymentServicesTitle: { id: 'store.legal.paymentServices.title' },
  seller: { id: 'store.legal.seller' },
  representative: { id: 'store.legal.representative' },
  address: { id: 'store.legal.address' },
  phone: { id: 'store.legal.phone' },
  email: { id: 'store.legal.email' },
  price: { id: 'store.legal.price' },
  additionalCosts: { id: 'store.legal.additionalCosts' },
  paymentMethods: { id: 'store.legal.paymentMethods' },
  paymentTiming: { id: 'store.legal.paymentTiming' },
  deliveryTiming: { id: 'store.legal.deliveryTiming' },
  returnPolicy: { id: 'store.legal.returnPolicy' },
  coinIssuer: { id: 'store.legal.coinIssuer' },
  coinNotice: { id: 'store.legal.coinNotice' },
});

/** The parcel carriers (an order's goods, a real-goods prize delivery). */
export const carrierMessages = defineMessages({
  YAMATO: { id: 'store.carrier.YAMATO' },
  SAGAWA: { id: 'store.carrier.SAGAWA' },
  JAPAN_POST: { id: 'store.carrier.JAPAN_POST' },
});

export const shipmentStatusMessages = defineMessages({
  PREPARING: { id: 'store.shipment.PREPARING' },
  SHIPPED: { id: 'store.shipment.SHIPPED' },
});

// The store feature: the catalogue, baskets, checkout sessions and payments, orders and
// receipts, and the fans' address books (shared with the draws' prize deliveries).
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { addressBookResolvers } from './addresses/addressBook';
import { postalCodeResolvers } from './addresses/postalCodeLookup';
import { markOrderShippedResolvers } from './operator/markOrderShipped';
import { pendingShipmentsResolvers } from './operator/pendingShipments';
import { basketResolvers } from './basket';
import { catalogueResolvers } from './catalogueResolvers';
import { payCheckoutResolvers } from './checkout/payCheckout';
import { startCheckoutResolvers } from './checkout/startCheckout';
import { createStoreLoaders } from './loaders';
import { catalogueAdministrationResolvers } from './operator/catalogueAdministration';
import { refundOrderResolvers } from './operator/refundOrder';
import { sendStoreMail, STORE_MAIL_JOB } from './mail/storeMailOutbox';
import { orderResolvers } from './orderResolvers';
import { savedPaymentMethodResolvers } from './paymentMethods/savedPaymentMethods';
import { LOCAL_OFF_SESSION_JOB } from './payments/localProvider';
import { localPaymentProvider } from './payments/providers';
import {
  basketLines,
  checkoutLines,
  checkoutSessions,
  checkoutShipments,
  deliveryAddresses,
  localPaymentMethods,
  localPayments,
  savedPaymentMethods,
  storeMailOutbox,
  orders,
  paymentEvents,
  storeAuditLog,
  storeItems,
  storeSections,
  storeSettings,
} from './tables';

export const storeFeature = defineServerFeature({
  name: 'store',
  resolvers: [
    catalogueResolvers,
    basketResolvers,
    startCheckoutResolvers,
    payCheckoutResolvers,
    orderResolvers,
    catalogueAdministrationResolvers,
    refundOrderResolvers,
    markOrderShippedResolvers,
    pendingShipmentsResolvers,
    addressBookResolvers,
    postalCodeResolvers,
    savedPaymentMethodResolvers,
  ],
  tables: {
    storeSettings,
    storeSections,
    storeItems,
    basketLines,
    checkoutSessions,
    checkoutLines,
    orders,
    deliveryAddresses,
    checkoutShipments,
    storeMailOutbox,
    paymentEvents,
    localPayments,
    localPaymentMethods,
    savedPaymentMethods,
    storeAuditLog,
  },
  loaders: (scope, others) => createStoreLoaders(scope, others as { community: CommunityLoaders }),
  jobs: {
    [STORE_MAIL_JOB]: sendStoreMail,
    // Only the local test provider schedules it (its bank's answer to off-session charges).
    [LOCAL_OFF_SESSION_JOB]: async (tx, job) =>
      localPaymentProvider()?.answerOffSessionCharge(tx, job),
  },
  nodeTypes: {
    StoreSection: (loaders) => loaders.sectionById,
    StoreItem: (loaders) => loaders.itemById,
    BasketLine: (loaders) => loaders.basketLineById,
    CheckoutSession: (loaders) => loaders.checkoutSessionById,
    Order: (loaders) => loaders.orderById,
    DeliveryAddress: (loaders) => loaders.deliveryAddressById,
    SavedPaymentMethod: (loaders) => loaders.savedPaymentMethodById,
  },
});

import { defineMessages } from 'react-intl';
import { MAX_DELIVERY_ADDRESSES, MAX_SAVED_PAYMENT_METHODS } from '../../../common/storeLimits';
import { featureRoutes, pageQuery, type PageRoute } from '../../routing/routeDeclaration';

const messages = defineMessages({
  store: { id: 'common.nav.store' },
});

// Every store page asks the network too (pageQuery's store-and-network): stock and baskets change.
const pending: Omit<PageRoute, 'path'> = {
  page: 'PaymentPendingPage',
  query: pageQuery(
    () => import('../../__generated__/PaymentPendingPageQuery.graphql'),
    (_params, url) => ({
      sessionId: url.searchParams.get('session') ?? '',
    }),
  ),
};

// The spec names two addresses for choosing how to pay; both are the one page.
const selectMethod: Omit<PageRoute, 'path'> = {
  page: 'SelectPaymentMethodPage',
  query: pageQuery(
    () => import('../../__generated__/SelectPaymentMethodPageQuery.graphql'),
    (_params, url) => ({
      sessionId: url.searchParams.get('session') ?? '',
      cardCount: MAX_SAVED_PAYMENT_METHODS,
    }),
  ),
};

/** The store: sections, items, the basket, checkout, payment, receipts and the legal pages. */
export const storeRoutes = featureRoutes('store', [
  {
    path: 'store',
    page: 'StorePage',
    query: pageQuery(() => import('../../__generated__/StorePageQuery.graphql')),
    // Under "more": a sixth tab would crowd the phone's tab bar (its labels overlap at 390 px).
    handle: { navigation: { section: 'more', label: messages.store, icon: 'store', order: 25 } },
  },
  {
    path: 'store/sections/:sectionId',
    page: 'SectionPage',
    query: pageQuery(
      () => import('../../__generated__/SectionPageQuery.graphql'),
      (params) => ({ sectionId: params.sectionId ?? '' }),
    ),
  },
  {
    path: 'store/items/:itemId',
    page: 'ItemPage',
    query: pageQuery(
      () => import('../../__generated__/ItemPageQuery.graphql'),
      (params) => ({ itemId: params.itemId ?? '' }),
    ),
  },
  {
    path: 'store/community-coins/paid',
    page: 'CoinShopPage',
    query: pageQuery(() => import('../../__generated__/CoinShopPageQuery.graphql')),
  },
  {
    path: 'store/cart/baskets',
    page: 'BasketPage',
    query: pageQuery(() => import('../../__generated__/BasketPageQuery.graphql')),
  },
  // The spec's other ways into checkout lead to the basket, where it starts.
  { path: 'store/order/checkout', redirect: '/store/cart/baskets' },
  { path: 'checkout', redirect: '/store/cart/baskets' },
  {
    path: 'checkout/:sessionId',
    page: 'CheckoutPage',
    query: pageQuery(
      () => import('../../__generated__/CheckoutPageQuery.graphql'),
      (params) => ({
        sessionId: params.sessionId ?? '',
        addressCount: MAX_DELIVERY_ADDRESSES,
        cardCount: MAX_SAVED_PAYMENT_METHODS,
      }),
    ),
  },
  { path: 'store/cash-payment/select-method', ...selectMethod },
  { path: 'checkout/cash-payment/select-method', ...selectMethod },
  { path: 'store/cash-payment/credit-card/pending', ...pending },
  { path: 'store/cash-payment/id-payment/pending', ...pending },
  { path: 'checkout/pending', ...pending },
  {
    path: 'store/order/complete',
    page: 'OrderCompletePage',
    query: pageQuery(
      () => import('../../__generated__/OrderCompletePageQuery.graphql'),
      (_params, url) => ({
        orderId: url.searchParams.get('order') ?? '',
      }),
    ),
  },
  {
    path: 'receipt/:receiptId',
    page: 'ReceiptPage',
    query: pageQuery(
      () => import('../../__generated__/ReceiptPageQuery.graphql'),
      (params) => ({ receiptId: params.receiptId ?? '' }),
    ),
  },
  { path: 'settings/store', page: 'StoreSettingsPage' },
  {
    path: 'settings/store/payment-method',
    page: 'PaymentMethodsPage',
    query: pageQuery(
      () => import('../../__generated__/PaymentMethodsPageQuery.graphql'),
      () => ({ count: MAX_SAVED_PAYMENT_METHODS }),
    ),
  },
  {
    path: 'settings/store/addresses',
    page: 'AddressBookPage',
    query: pageQuery(
      () => import('../../__generated__/AddressBookPageQuery.graphql'),
      () => ({ count: MAX_DELIVERY_ADDRESSES }),
    ),
  },
  {
    path: 'settings/purchase-history',
    page: 'PurchaseHistoryPage',
    query: pageQuery(() => import('../../__generated__/PurchaseHistoryPageQuery.graphql')),
  },
  {
    path: 'settings/purchase-history/:orderId',
    page: 'PurchaseDetailPage',
    query: pageQuery(
      () => import('../../__generated__/PurchaseDetailPageQuery.graphql'),
      (params) => ({ orderId: params.orderId ?? '' }),
    ),
  },
  {
    path: 'tokushoho',
    page: 'LegalPage',
    pageProps: { kind: 'tokushoho' },
    query: pageQuery(() => import('../../__generated__/LegalPageQuery.graphql')),
  },
  {
    path: 'payment-services-act',
    page: 'LegalPage',
    pageProps: { kind: 'paymentServices' },
    query: pageQuery(() => import('../../__generated__/LegalPageQuery.graphql')),
  },
]);

import { defineMessages } from 'react-intl';
import { MAX_DELIVERY_ADDRESSES, MAX_SAVED_PAYMENT_METHODS } from '../../../common/storeLimits';
import AddressBookPageQueryNode from '../../__generated__/AddressBookPageQuery.graphql';
import BasketPageQueryNode from '../../__generated__/BasketPageQuery.graphql';
import CheckoutPageQueryNode from '../../__generated__/CheckoutPageQuery.graphql';
import CoinShopPageQueryNode from '../../__generated__/CoinShopPageQuery.graphql';
import ItemPageQueryNode from '../../__generated__/ItemPageQuery.graphql';
import LegalPageQueryNode from '../../__generated__/LegalPageQuery.graphql';
import OrderCompletePageQueryNode from '../../__generated__/OrderCompletePageQuery.graphql';
import PaymentMethodsPageQueryNode from '../../__generated__/PaymentMethodsPageQuery.graphql';
import PaymentPendingPageQueryNode from '../../__generated__/PaymentPendingPageQuery.graphql';
import PurchaseDetailPageQueryNode from '../../__generated__/PurchaseDetailPageQuery.graphql';
import PurchaseHistoryPageQueryNode from '../../__generated__/PurchaseHistoryPageQuery.graphql';
import ReceiptPageQueryNode from '../../__generated__/ReceiptPageQuery.graphql';
import SectionPageQueryNode from '../../__generated__/SectionPageQuery.graphql';
import SelectPaymentMethodPageQueryNode from '../../__generated__/SelectPaymentMethodPageQuery.graphql';
import StorePageQueryNode from '../../__generated__/StorePageQuery.graphql';
import { featureRoutes, pageQuery, type PageRoute } from '../../routing/routeDeclaration';

const messages = defineMessages({
  store: { id: 'common.nav.store' },
});

// Every store page asks the network too (pageQuery's store-and-network): stock and baskets change.
const pending: Omit<PageRoute, 'path'> = {
  page: 'PaymentPendingPage',
  query: pageQuery(PaymentPendingPageQueryNode, (_params, url) => ({
    sessionId: url.searchParams.get('session') ?? '',
  })),
};

// The spec names two addresses for choosing how to pay; both are the one page.
const selectMethod: Omit<PageRoute, 'path'> = {
  page: 'SelectPaymentMethodPage',
  query: pageQuery(SelectPaymentMethodPageQueryNode, (_params, url) => ({
    sessionId: url.searchParams.get('session') ?? '',
    cardCount: MAX_SAVED_PAYMENT_METHODS,
  })),
};

/** The store: sections, items, the basket, checkout, payment, receipts and the legal pages. */
export const storeRoutes = featureRoutes('store', [
  {
    path: 'store',
    page: 'StorePage',
    query: pageQuery(StorePageQueryNode),
    // Under "more": a sixth tab would crowd the phone's tab bar (its labels overlap at 390 px).
    handle: { navigation: { section: 'more', label: messages.store, icon: 'store', order: 25 } },
  },
  {
    path: 'store/sections/:sectionId',
    page: 'SectionPage',
    query: pageQuery(SectionPageQueryNode, (params) => ({ sectionId: params.sectionId ?? '' })),
  },
  {
    path: 'store/items/:itemId',
    page: 'ItemPage',
    query: pageQuery(ItemPageQueryNode, (params) => ({ itemId: params.itemId ?? '' })),
  },
  {
    path: 'store/community-coins/paid',
    page: 'CoinShopPage',
    query: pageQuery(CoinShopPageQueryNode),
  },
  { path: 'store/cart/baskets', page: 'BasketPage', query: pageQuery(BasketPageQueryNode) },
  // The spec's other ways into checkout lead to the basket, where it starts.
  { path: 'store/order/checkout', redirect: '/store/cart/baskets' },
  { path: 'checkout', redirect: '/store/cart/baskets' },
  {
    path: 'checkout/:sessionId',
    page: 'CheckoutPage',
    query: pageQuery(CheckoutPageQueryNode, (params) => ({
      sessionId: params.sessionId ?? '',
      addressCount: MAX_DELIVERY_ADDRESSES,
      cardCount: MAX_SAVED_PAYMENT_METHODS,
    })),
  },
  { path: 'store/cash-payment/select-method', ...selectMethod },
  { path: 'checkout/cash-payment/select-method', ...selectMethod },
  { path: 'store/cash-payment/credit-card/pending', ...pending },
  { path: 'store/cash-payment/id-payment/pending', ...pending },
  { path: 'checkout/pending', ...pending },
  {
    path: 'store/order/complete',
    page: 'OrderCompletePage',
    query: pageQuery(OrderCompletePageQueryNode, (_params, url) => ({
      orderId: url.searchParams.get('order') ?? '',
    })),
  },
  {
    path: 'receipt/:receiptId',
    page: 'ReceiptPage',
    query: pageQuery(ReceiptPageQueryNode, (params) => ({ receiptId: params.receiptId ?? '' })),
  },
  { path: 'settings/store', page: 'StoreSettingsPage' },
  {
    path: 'settings/store/payment-method',
    page: 'PaymentMethodsPage',
    query: pageQuery(PaymentMethodsPageQueryNode, () => ({ count: MAX_SAVED_PAYMENT_METHODS })),
  },
  {
    path: 'settings/store/addresses',
    page: 'AddressBookPage',
    query: pageQuery(AddressBookPageQueryNode, () => ({ count: MAX_DELIVERY_ADDRESSES })),
  },
  {
    path: 'settings/purchase-history',
    page: 'PurchaseHistoryPage',
    query: pageQuery(PurchaseHistoryPageQueryNode),
  },
  {
    path: 'settings/purchase-history/:orderId',
    page: 'PurchaseDetailPage',
    query: pageQuery(PurchaseDetailPageQueryNode, (params) => ({ orderId: params.orderId ?? '' })),
  },
  {
    path: 'tokushoho',
    page: 'LegalPage',
    pageProps: { kind: 'tokushoho' },
    query: pageQuery(LegalPageQueryNode),
  },
  {
    path: 'payment-services-act',
    page: 'LegalPage',
    pageProps: { kind: 'paymentServices' },
    query: pageQuery(LegalPageQueryNode),
  },
]);

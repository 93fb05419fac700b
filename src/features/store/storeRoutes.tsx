import { loadQuery } from 'react-relay';
import { MAX_DELIVERY_ADDRESSES } from '../../../common/storeLimits';
import { defineMessages } from 'react-intl';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { GraphQLTaggedNode, IEnvironment, OperationType } from 'relay-runtime';
import type { GardenRouteHandle } from '../shell/navigation/navigation';
import AddressBookPageQueryNode from '../../__generated__/AddressBookPageQuery.graphql';
import BasketPageQueryNode from '../../__generated__/BasketPageQuery.graphql';
import CheckoutPageQueryNode from '../../__generated__/CheckoutPageQuery.graphql';
import CoinShopPageQueryNode from '../../__generated__/CoinShopPageQuery.graphql';
import ItemPageQueryNode from '../../__generated__/ItemPageQuery.graphql';
import LegalPageQueryNode from '../../__generated__/LegalPageQuery.graphql';
import OrderCompletePageQueryNode from '../../__generated__/OrderCompletePageQuery.graphql';
import PaymentPendingPageQueryNode from '../../__generated__/PaymentPendingPageQuery.graphql';
import PurchaseDetailPageQueryNode from '../../__generated__/PurchaseDetailPageQuery.graphql';
import PurchaseHistoryPageQueryNode from '../../__generated__/PurchaseHistoryPageQuery.graphql';
import ReceiptPageQueryNode from '../../__generated__/ReceiptPageQuery.graphql';
import SectionPageQueryNode from '../../__generated__/SectionPageQuery.graphql';
import StorePageQueryNode from '../../__generated__/StorePageQuery.graphql';

const messages = defineMessages({
  store: { id: 'common.nav.store' },
});

/**
 * The store's routes. Each loader starts its page's query while the page's code loads;
 * pages of a fan's own things (basket, checkout, orders) always ask the network.
 */
export function storeRoutes(environment: IEnvironment): RouteObject[] {
  const load =
    (
      node: GraphQLTaggedNode,
      variables: (url: URL, params: Record<string, string | undefined>) => object = () => ({}),
    ) =>
    ({ request, params }: { request: Request; params: Record<string, string | undefined> }) =>
      loadQuery<OperationType>(environment, node, variables(new URL(request.url), params), {
        fetchPolicy: 'store-and-network',
      });
  const pending = {
    loader: load(PaymentPendingPageQueryNode, (url) => ({
      sessionId: url.searchParams.get('session') ?? '',
    })),
    lazy: async () => ({ Component: (await import('./PaymentPendingPage')).PaymentPendingPage }),
  };
  return [
    {
      path: 'store',
      handle: {
        // Under "more": a sixth tab would crowd the phone's tab bar (its labels overlap at 390 px).
        navigation: { section: 'more', label: messages.store, icon: 'store', order: 25 },
      } satisfies GardenRouteHandle,
      loader: load(StorePageQueryNode),
      lazy: async () => ({ Component: (await import('./StorePage')).StorePage }),
    },
    {
      path: 'store/sections/:sectionId',
      loader: load(SectionPageQueryNode, (_url, params) => ({ sectionId: params.sectionId ?? '' })),
      lazy: async () => ({ Component: (await import('./SectionPage')).SectionPage }),
    },
    {
      path: 'store/items/:itemId',
      loader: load(ItemPageQueryNode, (_url, params) => ({ itemId: params.itemId ?? '' })),
      lazy: async () => ({ Component: (await import('./ItemPage')).ItemPage }),
    },
    {
      path: 'store/community-coins/paid',
      loader: load(CoinShopPageQueryNode),
      lazy: async () => ({ Component: (await import('./CoinShopPage')).CoinShopPage }),
    },
    {
      path: 'store/cart/baskets',
      loader: load(BasketPageQueryNode),
      lazy: async () => ({ Component: (await import('./BasketPage')).BasketPage }),
    },
    // The spec's other ways into checkout lead to the basket, where it starts.
    { path: 'store/order/checkout', element: <Navigate to="/store/cart/baskets" replace /> },
    { path: 'checkout', element: <Navigate to="/store/cart/baskets" replace /> },
    {
      path: 'checkout/:sessionId',
      loader: load(CheckoutPageQueryNode, (_url, params) => ({
        sessionId: params.sessionId ?? '',
        addressCount: MAX_DELIVERY_ADDRESSES,
      })),
      lazy: async () => ({ Component: (await import('./CheckoutPage')).CheckoutPage }),
    },
    { path: 'store/cash-payment/credit-card/pending', ...pending },
    { path: 'store/cash-payment/id-payment/pending', ...pending },
    { path: 'checkout/pending', ...pending },
    {
      path: 'store/order/complete',
      loader: load(OrderCompletePageQueryNode, (url) => ({
        orderId: url.searchParams.get('order') ?? '',
      })),
      lazy: async () => ({ Component: (await import('./OrderCompletePage')).OrderCompletePage }),
    },
    {
      path: 'receipt/:receiptId',
      loader: load(ReceiptPageQueryNode, (_url, params) => ({ receiptId: params.receiptId ?? '' })),
      lazy: async () => ({ Component: (await import('./ReceiptPage')).ReceiptPage }),
    },
    {
      path: 'settings/store/addresses',
      loader: load(AddressBookPageQueryNode, () => ({ count: MAX_DELIVERY_ADDRESSES })),
      lazy: async () => ({ Component: (await import('./AddressBookPage')).AddressBookPage }),
    },
    {
      path: 'settings/purchase-history',
      loader: load(PurchaseHistoryPageQueryNode),
      lazy: async () => ({
        Component: (await import('./PurchaseHistoryPage')).PurchaseHistoryPage,
      }),
    },
    {
      path: 'settings/purchase-history/:orderId',
      loader: load(PurchaseDetailPageQueryNode, (_url, params) => ({
        orderId: params.orderId ?? '',
      })),
      lazy: async () => ({ Component: (await import('./PurchaseDetailPage')).PurchaseDetailPage }),
    },
    {
      path: 'tokushoho',
      loader: load(LegalPageQueryNode),
      lazy: async () => {
        const { LegalPage } = await import('./LegalPage');
        return { Component: () => <LegalPage kind="tokushoho" /> };
      },
    },
    {
      path: 'payment-services-act',
      loader: load(LegalPageQueryNode),
      lazy: async () => {
        const { LegalPage } = await import('./LegalPage');
        return { Component: () => <LegalPage kind="paymentServices" /> };
      },
    },
  ];
}

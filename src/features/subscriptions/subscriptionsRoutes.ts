import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { INVOICES_PAGE_SIZE, PLANS_PAGE_SIZE } from './subscriptionsPageSize';

// Prices and the store's sign-in notice come from the store's words.
const namespaces = ['subscriptions', 'store'];

/** Memberships: the plans (in the store), the fan's membership and its invoices (in settings). */
export const subscriptionsRoutes = featureRoutes('subscriptions', [
  {
    path: 'store/membership',
    page: 'MembershipPlansPage',
    namespaces,
    query: pageQuery(
      () => import('../../__generated__/MembershipPlansPageQuery.graphql'),
      () => ({ count: PLANS_PAGE_SIZE }),
    ),
  },
  {
    path: 'settings/store/subscription',
    page: 'MembershipSettingsPage',
    namespaces,
    query: pageQuery(() => import('../../__generated__/MembershipSettingsPageQuery.graphql')),
  },
  {
    path: 'settings/subscription-invoice',
    page: 'MembershipInvoicesPage',
    namespaces,
    query: pageQuery(
      () => import('../../__generated__/MembershipInvoicesPageQuery.graphql'),
      () => ({ count: INVOICES_PAGE_SIZE }),
    ),
  },
  {
    path: 'settings/subscription-invoice/:invoiceId',
    page: 'MembershipInvoicePage',
    namespaces,
    query: pageQuery(
      () => import('../../__generated__/MembershipInvoicePageQuery.graphql'),
      (params) => ({
        invoiceId: params.invoiceId ?? '',
      }),
    ),
  },
]);

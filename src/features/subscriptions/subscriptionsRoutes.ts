import MembershipInvoicePageQueryNode from '../../__generated__/MembershipInvoicePageQuery.graphql';
import MembershipInvoicesPageQueryNode from '../../__generated__/MembershipInvoicesPageQuery.graphql';
import MembershipPlansPageQueryNode from '../../__generated__/MembershipPlansPageQuery.graphql';
import MembershipSettingsPageQueryNode from '../../__generated__/MembershipSettingsPageQuery.graphql';
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
    query: pageQuery(MembershipPlansPageQueryNode, () => ({ count: PLANS_PAGE_SIZE })),
  },
  {
    path: 'settings/store/subscription',
    page: 'MembershipSettingsPage',
    namespaces,
    query: pageQuery(MembershipSettingsPageQueryNode),
  },
  {
    path: 'settings/subscription-invoice',
    page: 'MembershipInvoicesPage',
    namespaces,
    query: pageQuery(MembershipInvoicesPageQueryNode, () => ({ count: INVOICES_PAGE_SIZE })),
  },
  {
    path: 'settings/subscription-invoice/:invoiceId',
    page: 'MembershipInvoicePage',
    namespaces,
    query: pageQuery(MembershipInvoicePageQueryNode, (params) => ({
      invoiceId: params.invoiceId ?? '',
    })),
  },
]);

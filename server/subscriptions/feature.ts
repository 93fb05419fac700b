// Membership subscriptions: the garden's monthly plans, fans' memberships renewed through
// the store's payment provider (server/store/payments), their perks (perks.ts) and their
// invoices.
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { createSubscriptionLoaders } from './loaders';
import { membershipResolvers } from './membershipResolvers';
import { planAdministrationResolvers } from './planAdministration';
import { membershipJobs } from './renewals';
import { retryPaymentResolvers } from './retryPayment';
import { subscribeResolvers } from './subscribe';
import { membershipInvoices, membershipPlans, memberships } from './tables';

export const subscriptionsFeature = defineServerFeature({
  name: 'subscriptions',
  resolvers: [
    membershipResolvers,
    subscribeResolvers,
    retryPaymentResolvers,
    planAdministrationResolvers,
  ],
  tables: { membershipPlans, memberships, membershipInvoices },
  loaders: (scope, others) =>
    createSubscriptionLoaders(scope, others as { community: CommunityLoaders }),
  jobs: membershipJobs,
  nodeTypes: {
    MembershipPlan: (loaders) => loaders.planById,
    Membership: (loaders) => loaders.membershipById,
    MembershipInvoice: (loaders) => loaders.invoiceById,
  },
});

// Plans, memberships and invoices as the fan reads them. An invoice is a qualified invoice
// (適格請求書): the seller's registration number from the store's settings and the tax of
// its one rate, derived from the tax-included amount.
import { taxBreakdown } from '../../common/consumptionTax';
import type { Resolvers } from '../__generated__/resolvers-types';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { requireStoreSettings, sellerOf } from '../store/catalogueResolvers';
import { taxRateOf } from '../store/saleRules';
import { emptyPage } from '../graphql/cursor';
import { readInvoicePage, readPlanPage } from './membershipPages';
import { activePerksOf, perksOf } from './perks';
import type { MembershipInvoiceRow } from './tables';

/** The invoice number shown to fans: the month in Japan and the invoice id. */
export function invoiceNumber(invoice: Pick<MembershipInvoiceRow, 'id' | 'periodStart'>): string {
  const japan = new Date(invoice.periodStart.getTime() + 9 * 60 * 60 * 1000);
  const month = japan.toISOString().slice(0, 7).replace('-', '');
  return `M-${month}-${String(invoice.id).padStart(6, '0')}`;
}

export const membershipResolvers: Resolvers = {
  MembershipPlan: {
    id: (plan) => toGlobalId('MembershipPlan', plan.id),
    name: (plan, _args, context) => pickLocalized(plan.name, context.language),
    description: (plan, _args, context) => pickLocalized(plan.description, context.language),
    monthlyPrice: (plan) => plan.monthlyPrice,
    taxRate: (plan) => taxRateOf(plan.taxRatePercent),
    perks: (plan) => plan.perks,
    isArchived: (plan) => plan.archivedAt !== null,
  },
  Membership: {
    id: (membership) => toGlobalId('Membership', membership.id),
    plan: async (membership, _args, context) => {
      const plan = await context.loaders.subscriptions.planById.load(membership.planId);
      if (!plan) throw new Error(`The plan of membership ${membership.id} is missing`);
      return plan;
    },
    status: (membership) => membership.status,
    monthlyPrice: (membership) => membership.monthlyPrice,
    currentPeriodStart: (membership) => membership.currentPeriodStart,
    currentPeriodEnd: (membership) => membership.currentPeriodEnd,
    cancelAtPeriodEnd: (membership) => membership.cancelAtPeriodEnd,
    graceEndsAt: (membership) => (membership.status === 'PAST_DUE' ? membership.graceEndsAt : null),
    activePerks: async (membership, _args, context) =>
      activePerksOf(
        membership,
        await context.loaders.subscriptions.planById.load(membership.planId),
      ),
    paymentActionUrl: (membership) =>
      membership.status === 'INCOMPLETE' ? membership.paymentActionUrl : null,
  },
  MembershipInvoice: {
    id: (invoice) => toGlobalId('MembershipInvoice', invoice.id),
    status: (invoice) => invoice.status,
    planName: (invoice, _args, context) => pickLocalized(invoice.planName, context.language),
    periodStart: (invoice) => invoice.periodStart,
    periodEnd: (invoice) => invoice.periodEnd,
    amount: (invoice) => invoice.amount,
    taxBreakdown: (invoice) =>
      taxBreakdown([
        { unitPrice: invoice.amount, quantity: 1, taxRatePercent: invoice.taxRatePercent },
      ]).map((rate) => ({
        rate: taxRateOf(rate.ratePercent),
        taxableTotal: rate.taxableTotal,
        tax: rate.tax,
      })),
    seller: async (_invoice, _args, context) =>
      sellerOf(await requireStoreSettings(context), context),
    paidAt: (invoice) => invoice.paidAt,
    invoiceNumber: (invoice) => invoiceNumber(invoice),
  },
  Community: {
    membershipPlans: (_community, args, context) => readPlanPage(context, args),
  },
  Viewer: {
    membership: (_viewer, _args, context) => context.loaders.subscriptions.viewerMembership(),
    activePerks: async (_viewer, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer ? perksOf(context, viewer.id) : [];
    },
    membershipInvoices: async (_viewer, args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer ? readInvoicePage(context, viewer.id, args) : emptyPage();
    },
  },
  Query: {
    membershipInvoice: async (_parent, { id }, context) => {
      const invoiceId = dbIdOf(id, 'MembershipInvoice');
      return invoiceId === null ? null : context.loaders.subscriptions.invoiceById.load(invoiceId);
    },
  },
};

// Tables of membership subscriptions: the garden's monthly plans, the fans' memberships
// and one invoice per charged month.
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MembershipPerk } from '../__generated__/resolvers-types';
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const membershipStatus = pgEnum('membership_status', [
  'INCOMPLETE',
  'ACTIVE',
  'PAST_DUE',
  'LAPSED',
  'ENDED',
]);
export const membershipInvoiceStatus = pgEnum('membership_invoice_status', [
  'PENDING',
  'PAID',
  'FAILED',
]);

export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Yen a month, consumption tax included (総額表示). */
    monthlyPrice: integer('monthly_price').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull().default(10),
    perks: jsonb('perks').$type<MembershipPerk[]>().notNull(),
    /** Archived plans take no new members; their members keep renewing. */
    archivedAt: timestampTz('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [index('membership_plans_tenant').on(t.tenantId, t.id)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    status: membershipStatus('status').notNull(),
    /** The price fixed when the fan subscribed: a plan's new price is for new members. */
    monthlyPrice: integer('monthly_price').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull(),
    currentPeriodStart: timestampTz('current_period_start').notNull(),
    currentPeriodEnd: timestampTz('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    graceEndsAt: timestampTz('grace_ends_at'),
    paymentProvider: text('payment_provider').notNull(),
    /** The provider's saved card the renewals are charged to. */
    savedPaymentMethodId: text('saved_payment_method_id'),
    paymentActionUrl: text('payment_action_url'),
    createdAt: createdAt(),
    endedAt: timestampTz('ended_at'),
  },
  (t) => [
    index('memberships_tenant_user').on(t.tenantId, t.userId, t.id),
    // One current membership per fan and garden: the last word under any race.
    uniqueIndex('memberships_current')
      .on(t.tenantId, t.userId)
      .where(sql`${t.status} in ('INCOMPLETE', 'ACTIVE', 'PAST_DUE')`),
  ],
);

export const membershipInvoices = pgTable(
  'membership_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: membershipInvoiceStatus('status').notNull().default('PENDING'),
    planName: jsonb('plan_name').$type<LocalizedText>().notNull(),
    periodStart: timestampTz('period_start').notNull(),
    periodEnd: timestampTz('period_end').notNull(),
    amount: integer('amount').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull(),
    paymentId: text('payment_id'),
    createdAt: createdAt(),
    paidAt: timestampTz('paid_at'),
  },
  (t) => [
    // One charge per membership and month: a second renewal run finds the first invoice.
    uniqueIndex('membership_invoices_period').on(t.membershipId, t.periodStart),
    index('membership_invoices_tenant_user').on(t.tenantId, t.userId, t.id),
  ],
);

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipInvoiceRow = typeof membershipInvoices.$inferSelect;

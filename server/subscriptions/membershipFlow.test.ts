// Memberships on the server: subscribe with the local test card, renewals charged on the
// saved card and completed by the provider's webhook as the clock moves, a failed renewal's
// grace period and lapse, cancelling at the period's end, replayed webhooks, concurrent
// retries, the perks other features read, and the owner-only and tenant rules.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../db/tenantScope';
import { garden as composedGarden } from '../features';
import { runDueJobs } from '../platform/scheduledJobs';
import { TEST_CARDS } from '../store/payments/localProvider';
import { localPaymentProvider } from '../store/payments/providers';
import { signPayload } from '../store/payments/webhookSignature';
import { localPayments } from '../store/tables';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { GRACE_PERIOD_DAYS } from './membershipPeriods';
import {
  ARTICLES,
  CANCEL,
  INVOICE,
  NODE,
  RESUME,
  SUBSCRIBE,
  VIEWER_MEMBERSHIP,
  firstPlanId,
} from './subscriptionsTestDocuments';
import { membershipInvoices, memberships } from './tables';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testBackends)('memberships (%s)', (backend) => {
  let garden: TestGarden;
  let plan: string;
  let counter = 0;
  const id = () => `s-${(counter += 1)}`;
  const call: TestGarden['call'] = async (query, variables, options) => {
    const result = await garden.call(query, variables, { language: 'en', ...options });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result;
  };
  const subscribe = (as: string, card: string = TEST_CARDS.succeeds, clientMutationId = id()) =>
    call(SUBSCRIBE, { input: { clientMutationId, planId: plan, card } }, { as });
  const viewer = async (as: string) => (await call(VIEWER_MEMBERSHIP, {}, { as })).data.viewer;
  const demo = () => tenantScope(garden.database.db, 'demo');
  const local = () => {
    const provider = localPaymentProvider();
    if (!provider) throw new Error('the local provider is the default');
    return provider;
  };
  const runJobsAt = (now: Date) => runDueJobs(garden.database.db, composedGarden.jobHandlers, now);
  const membershipRow = async (globalId: string) => {
    const dbId = Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);
    return (await demo().select(memberships, eq(memberships.id, dbId)))[0];
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['renewer', 'canceller', 'declined', 'racer', 'rival', 'reader', 'nosy'])
      await garden.join(fan);
    plan = await firstPlanId(garden);
  });
  afterAll(() => garden?.close());

  it('subscribes, renews by webhook as the clock moves, then a failed renewal keeps perks for the grace period and lapses', async () => {
    const subscribed = (await subscribe('renewer')).data.subscribeToMembership;
    expect(subscribed.__typename).toBe('SubscribeToMembershipPayload');
    expect(subscribed.membership).toMatchObject({
      status: 'ACTIVE',
      monthlyPrice: 550,
      cancelAtPeriodEnd: false,
      activePerks: ['MEMBERS_ONLY_POSTS', 'LIMITED_CHAT', 'EXTRA_DRAWS', 'MEMBERS_ONLY_VIDEOS'],
    });
    expect(subscribed.viewer.activePerks).toContain('MEMBERS_ONLY_POSTS');
    const firstEnd = new Date(subscribed.membership.currentPeriodEnd);
    expect(firstEnd.getTime() - Date.now()).toBeGreaterThan(27 * DAY);

    // Nothing is due before the period ends.
    await runJobsAt(new Date(firstEnd.getTime() - 60_000));
    expect((await viewer('renewer')).membershipInvoices.edges).toHaveLength(1);

    // At the end: the saved card is charged, the bank answers by webhook, the period moves.
    await runJobsAt(new Date(firstEnd.getTime() + 60_000));
    const renewed = await viewer('renewer');
    expect(renewed.membership.status).toBe('ACTIVE');
    expect(renewed.membership.currentPeriodStart).toBe(firstEnd.toISOString());
    const secondEnd = new Date(renewed.membership.currentPeriodEnd);
    expect(secondEnd.getTime() - firstEnd.getTime()).toBeGreaterThan(27 * DAY);
    expect(
      renewed.membershipInvoices.edges.map(
        (edge: { node: { status: string } }) => edge.node.status,
      ),
    ).toEqual(['PAID', 'PAID']);

    // The same run again charges nothing more.
    const before = await tableCounts(garden.database.db);
    await runJobsAt(new Date(firstEnd.getTime() + 120_000));
    const after = await tableCounts(garden.database.db);
    expect(after.membershipInvoices).toBe(before.membershipInvoices);
    expect(after.localPayments).toBe(before.localPayments);

    // The card starts declining: the next renewal fails, perks stay for the grace period.
    const row = await membershipRow(renewed.membership.id);
    await local().setSavedCardDeclines(demo(), row.savedPaymentMethodId ?? '', true);
    await runJobsAt(new Date(secondEnd.getTime() + 60_000));
    const pastDue = await viewer('renewer');
    expect(pastDue.membership.status).toBe('PAST_DUE');
    expect(pastDue.membership.graceEndsAt).toBe(
      new Date(secondEnd.getTime() + GRACE_PERIOD_DAYS * DAY).toISOString(),
    );
    expect(pastDue.activePerks).toContain('MEMBERS_ONLY_POSTS');
    expect(pastDue.membershipInvoices.edges[0].node.status).toBe('FAILED');

    // After the grace period: lapsed, perks gone, and the members-only article closes.
    await runJobsAt(new Date(secondEnd.getTime() + GRACE_PERIOD_DAYS * DAY + 60_000));
    const lapsed = await viewer('renewer');
    expect(lapsed.membership.status).toBe('LAPSED');
    expect(lapsed.activePerks).toEqual([]);
    expect(lapsed.membership.activePerks).toEqual([]);
  });

  it('cancels at the period end: perks until then, no charge after, and resume undoes it', async () => {
    const { membership } = (await subscribe('canceller')).data.subscribeToMembership;
    const cancelled = (
      await call(CANCEL, { input: { clientMutationId: id() } }, { as: 'canceller' })
    ).data.cancelMembership;
    expect(cancelled.membership).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
    const again = (await call(CANCEL, { input: { clientMutationId: id() } }, { as: 'canceller' }))
      .data.cancelMembership;
    expect(again).toMatchObject({
      __typename: 'MembershipError',
      membershipReason: 'NOT_CANCELLABLE',
    });
    const resumed = (await call(RESUME, { input: { clientMutationId: id() } }, { as: 'canceller' }))
      .data.resumeMembership;
    expect(resumed.membership.cancelAtPeriodEnd).toBe(false);
    await call(CANCEL, { input: { clientMutationId: id() } }, { as: 'canceller' });

    const end = new Date(membership.currentPeriodEnd);
    const paymentsBefore = (await tableCounts(garden.database.db)).localPayments;
    await runJobsAt(new Date(end.getTime() + 60_000));
    const ended = await viewer('canceller');
    expect(ended.membership.status).toBe('ENDED');
    expect(ended.activePerks).toEqual([]);
    expect(ended.membershipInvoices.edges).toHaveLength(1);
    expect((await tableCounts(garden.database.db)).localPayments).toBe(paymentsBefore);
    // Nothing to cancel any more; a new subscription is possible.
    const none = (await call(CANCEL, { input: { clientMutationId: id() } }, { as: 'canceller' }))
      .data.cancelMembership;
    expect(none.membershipReason).toBe('NOT_SUBSCRIBED');
  });

  it('refuses a declined card, an invalid card, a second subscription and a blank card with typed errors, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const declined = (await subscribe('declined', TEST_CARDS.declined)).data.subscribeToMembership;
    expect(declined).toMatchObject({ __typename: 'PaymentError', paymentReason: 'DECLINED' });
    const invalid = (await subscribe('declined', '4242')).data.subscribeToMembership;
    expect(invalid.paymentReason).toBe('INVALID_CARD');
    const blank = (await subscribe('declined', '  ')).data.subscribeToMembership;
    expect(blank).toMatchObject({ __typename: 'InvalidInputError', field: 'card' });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const ja = await garden.call(
      SUBSCRIBE,
      { input: { clientMutationId: id(), planId: plan, card: TEST_CARDS.declined } },
      { as: 'declined', language: 'ja' },
    );
    expect(ja.data?.subscribeToMembership.message).toMatch(/カード/);

    await subscribe('declined');
    const twice = (await subscribe('declined')).data.subscribeToMembership;
    expect(twice).toMatchObject({
      __typename: 'MembershipError',
      membershipReason: 'ALREADY_SUBSCRIBED',
    });
    const visitor = await garden.call(SUBSCRIBE, {
      input: { clientMutationId: id(), planId: plan, card: TEST_CARDS.succeeds },
    });
    expect(visitor.data?.subscribeToMembership.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
  });

  it('charges once for concurrent retries with the same clientMutationId, and once for a replayed webhook', async () => {
    const before = await tableCounts(garden.database.db);
    const results = await Promise.all(
      [1, 2, 3].map(() => subscribe('racer', TEST_CARDS.succeeds, 'same-subscribe')),
    );
    const ids = results.map((result) => result.data.subscribeToMembership.membership.id);
    expect(new Set(ids).size).toBe(1);
    const after = await tableCounts(garden.database.db);
    expect(after.localPayments - before.localPayments).toBe(1);
    expect(after.membershipInvoices - before.membershipInvoices).toBe(1);
    expect(after.memberships - before.memberships).toBe(1);

    // The renewal's webhook, delivered again (as providers do), extends nothing twice.
    const end = new Date(results[0].data.subscribeToMembership.membership.currentPeriodEnd);
    await runJobsAt(new Date(end.getTime() + 60_000));
    const renewed = await viewer('racer');
    const invoices = await demo().select(
      membershipInvoices,
      eq(membershipInvoices.membershipId, (await membershipRow(ids[0])).id),
    );
    const renewal = invoices.find((invoice) => invoice.periodStart.getTime() === end.getTime());
    if (!renewal?.paymentId) throw new Error('the renewal was charged');
    const [payment] = await demo().select(localPayments, eq(localPayments.id, renewal.paymentId));
    expect(payment.status).toBe('succeeded');
    const body = JSON.stringify({
      id: 'evt_replayed_renewal',
      type: 'payment.succeeded',
      tenantId: 'demo',
      paymentId: payment.id,
      reference: payment.reference,
    });
    for (let i = 0; i < 2; i += 1) {
      const response = await garden.server.yoga.fetch(
        'http://garden.test/webhooks/payments/local',
        {
          method: 'POST',
          headers: { 'garden-signature': signPayload(body, local().webhookSecret) },
          body,
        },
      );
      expect(response.status).toBe(200);
    }
    const still = await viewer('racer');
    expect(still.membership.currentPeriodEnd).toBe(renewed.membership.currentPeriodEnd);
    expect(still.membershipInvoices.edges).toHaveLength(2);
  });

  it('makes one membership of concurrent subscribes with different clientMutationIds', async () => {
    const before = await tableCounts(garden.database.db);
    const results = await Promise.all(
      ['rival-1', 'rival-2', 'rival-3'].map((clientMutationId) =>
        subscribe('rival', TEST_CARDS.succeeds, clientMutationId),
      ),
    );
    const kinds = results.map((result) => result.data.subscribeToMembership.__typename).sort();
    expect(kinds).toEqual(['MembershipError', 'MembershipError', 'SubscribeToMembershipPayload']);
    const after = await tableCounts(garden.database.db);
    expect(after.memberships - before.memberships).toBe(1);
    expect(after.localPayments - before.localPayments).toBe(1);
  });

  it('wires MEMBERS_ONLY_POSTS: the members-only article is read in full only by members', async () => {
    const membersOnly = (edges: { node: { isMembersOnly: boolean; paragraphs: string[] } }[]) =>
      edges.find((edge) => edge.node.isMembersOnly)?.node;
    const visitor = await call(ARTICLES);
    expect(membersOnly(visitor.data.community.information.edges)?.paragraphs).toEqual([]);
    const fan = await call(ARTICLES, {}, { as: 'reader' });
    expect(membersOnly(fan.data.community.information.edges)?.paragraphs).toEqual([]);
    await subscribe('reader');
    const member = await call(ARTICLES, {}, { as: 'reader' });
    expect(membersOnly(member.data.community.information.edges)?.paragraphs.length).toBeGreaterThan(
      0,
    );
  });

  it('shows memberships and invoices only to their owner, in their own garden', async () => {
    const mine = await viewer('reader');
    const invoiceId = mine.membershipInvoices.edges[0].node.id;
    const invoice = (await call(INVOICE, { id: invoiceId }, { as: 'reader' })).data
      .membershipInvoice;
    expect(invoice).toMatchObject({ status: 'PAID', amount: 550, planName: 'Gardeners’ Circle' });
    expect(invoice.seller.invoiceRegistrationNumber).toMatch(/^T\d{13}$/);
    expect(invoice.taxBreakdown).toEqual([{ rate: 'STANDARD_10', taxableTotal: 550, tax: 50 }]);
    expect(invoice.invoiceNumber).toMatch(/^M-\d{6}-\d{6}$/);

    for (const target of [invoiceId, mine.membership.id]) {
      // Another fan, a visitor, and the other garden's fan see nothing.
      expect((await call(NODE, { id: target }, { as: 'nosy' })).data.node).toBeNull();
      expect((await call(NODE, { id: target })).data.node).toBeNull();
      const other = await call(NODE, { id: target }, { as: 'other-fan', tenant: OTHER_TENANT_ID });
      expect(other.data.node).toBeNull();
      expect((await call(NODE, { id: target }, { as: 'reader' })).data.node.id).toBe(target);
    }
    expect(
      (await call(INVOICE, { id: invoiceId }, { as: 'nosy' })).data.membershipInvoice,
    ).toBeNull();
    expect((await viewer('nosy')).membershipInvoices.edges).toEqual([]);

    // The other garden's plan can be neither read here nor subscribed to.
    const otherPlan = await firstPlanId(garden, OTHER_TENANT_ID);
    expect((await call(NODE, { id: otherPlan }, { as: 'nosy' })).data.node).toBeNull();
    const refused = await call(
      SUBSCRIBE,
      { input: { clientMutationId: id(), planId: otherPlan, card: TEST_CARDS.succeeds } },
      { as: 'nosy' },
    );
    expect(refused.data.subscribeToMembership.__typename).toBe('NotFoundError');
  });
});

// Paying a failed renewal now (retryMembershipPayment): the clock moves a membership whose
// card declines into its grace period; a good saved card pays it (ACTIVE, the period moved
// on, the invoice paid, once under concurrent retries); a declining card keeps it PAST_DUE
// with a PaymentError; a lapsed membership, someone else's membership or card, and the
// other garden's fan get typed errors.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../db/tenantScope';
import { garden as composedGarden } from '../features';
import { runDueJobs } from '../platform/scheduledJobs';
import { TEST_CARDS } from '../store/payments/localProvider';
import { localPaymentProvider } from '../store/payments/providers';
import { localPayments, savedPaymentMethods } from '../store/tables';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { GRACE_PERIOD_DAYS } from './membershipPeriods';
import {
  ADD_CARD,
  RETRY_PAYMENT,
  SUBSCRIBE,
  VIEWER_MEMBERSHIP,
  firstPlanId,
} from './subscriptionsTestDocuments';
import { memberships } from './tables';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testBackends)('retrying a failed membership payment (%s)', (backend) => {
  let garden: TestGarden;
  let plan: string;
  let counter = 0;
  const id = () => `r-${(counter += 1)}`;
  const call: TestGarden['call'] = async (query, variables, options) => {
    const result = await garden.call(query, variables, { language: 'en', ...options });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result;
  };
  const viewer = async (as: string) => (await call(VIEWER_MEMBERSHIP, {}, { as })).data.viewer;
  const demo = () => tenantScope(garden.database.db, 'demo');
  const runJobsAt = (now: Date) => runDueJobs(garden.database.db, composedGarden.jobHandlers, now);
  const addCard = async (as: string, card: string): Promise<string> => {
    const added = (
      await call(
        ADD_CARD,
        {
          input: {
            clientMutationId: id(),
            card,
            expMonth: 12,
            expYear: new Date().getFullYear() + 3,
          },
        },
        { as },
      )
    ).data.addPaymentMethod;
    if (!added.paymentMethod) throw new Error(JSON.stringify(added));
    return added.paymentMethod.id;
  };
  const retry = (as: string, membershipId: string, paymentMethodId: string, cmid = id()) =>
    call(
      RETRY_PAYMENT,
      { input: { clientMutationId: cmid, membershipId, paymentMethodId } },
      { as },
    ).then((result) => result.data.retryMembershipPayment);

  /** Subscribes, then makes the kept card decline and runs the renewal: PAST_DUE. */
  const pastDue = async (as: string) => {
    await call(
      SUBSCRIBE,
      { input: { clientMutationId: id(), planId: plan, card: TEST_CARDS.succeeds } },
      { as },
    );
    const { membership } = await viewer(as);
    const dbId = Number(Buffer.from(membership.id, 'base64').toString().split(':')[1]);
    const [row] = await demo().select(memberships, eq(memberships.id, dbId));
    const local = localPaymentProvider();
    if (!local) throw new Error('the local provider is the default');
    await local.setSavedCardDeclines(demo(), row.savedPaymentMethodId ?? '', true);
    const periodEnd = new Date(membership.currentPeriodEnd);
    await runJobsAt(new Date(periodEnd.getTime() + 60_000));
    const after = await viewer(as);
    expect(after.membership.status).toBe('PAST_DUE');
    return { membershipId: membership.id as string, periodEnd };
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['fixer', 'stuck', 'racer', 'late', 'owner', 'nosy', 'paid'])
      await garden.join(fan);
    await garden.join('other-fan', 'other-fan', OTHER_TENANT_ID);
    plan = await firstPlanId(garden);
  });
  afterAll(() => garden?.close());

  it('pays a failed renewal with another saved card: ACTIVE, the period moved on, the invoice paid', async () => {
    const { membershipId, periodEnd } = await pastDue('fixer');
    const good = await addCard('fixer', TEST_CARDS.succeeds);
    const result = await retry('fixer', membershipId, good);
    expect(result.__typename).toBe('RetryMembershipPaymentPayload');
    expect(result.membership).toMatchObject({ status: 'ACTIVE', graceEndsAt: null });
    expect(result.membership.currentPeriodStart).toBe(periodEnd.toISOString());
    expect(
      new Date(result.membership.currentPeriodEnd).getTime() - periodEnd.getTime(),
    ).toBeGreaterThan(27 * DAY);
    expect(result.viewer.activePerks).toContain('MEMBERS_ONLY_POSTS');
    const after = await viewer('fixer');
    expect(
      after.membershipInvoices.edges.map((e: { node: { status: string } }) => e.node.status),
    ).toEqual(['PAID', 'PAID']);
    // The grace end passes without effect, and the next renewal charges the new card.
    await runJobsAt(new Date(periodEnd.getTime() + GRACE_PERIOD_DAYS * DAY + 60_000));
    expect((await viewer('fixer')).membership.status).toBe('ACTIVE');
    await runJobsAt(new Date(new Date(result.membership.currentPeriodEnd).getTime() + 60_000));
    const renewed = await viewer('fixer');
    expect(renewed.membership.status).toBe('ACTIVE');
    expect(renewed.membershipInvoices.edges).toHaveLength(3);
    // Paid now: a further retry is refused.
    expect(await retry('fixer', membershipId, good)).toMatchObject({
      __typename: 'MembershipError',
      membershipReason: 'NOT_PAST_DUE',
    });
  });

  it('keeps a declined retry PAST_DUE with a PaymentError in both languages, then lapses at the grace end', async () => {
    const { membershipId, periodEnd } = await pastDue('stuck');
    const bad = await addCard('stuck', TEST_CARDS.succeeds);
    const local = localPaymentProvider();
    // The new card is then declined by the bank too.
    const dbCard = Number(Buffer.from(bad, 'base64').toString().split(':')[1]);
    const [saved] = await demo().select(savedPaymentMethods, eq(savedPaymentMethods.id, dbCard));
    await local?.setSavedCardDeclines(demo(), saved.providerMethodId, true);
    const declined = await retry('stuck', membershipId, bad);
    expect(declined).toMatchObject({ __typename: 'PaymentError', paymentReason: 'DECLINED' });
    const ja = await call(
      RETRY_PAYMENT,
      { input: { clientMutationId: id(), membershipId, paymentMethodId: bad } },
      { as: 'stuck', language: 'ja' },
    );
    expect(ja.data.retryMembershipPayment.message).toMatch(/[ぁ-んァ-ン一-龯]/);
    const still = await viewer('stuck');
    expect(still.membership.status).toBe('PAST_DUE');
    expect(still.activePerks).toContain('MEMBERS_ONLY_POSTS');
    expect(still.membershipInvoices.edges[0].node.status).toBe('FAILED');

    // The grace period ends unpaid: lapsed, perks gone (the one perk check), and no retry.
    await runJobsAt(new Date(periodEnd.getTime() + GRACE_PERIOD_DAYS * DAY + 60_000));
    const lapsed = await viewer('stuck');
    expect(lapsed.membership.status).toBe('LAPSED');
    expect(lapsed.activePerks).toEqual([]);
    await local?.setSavedCardDeclines(demo(), saved.providerMethodId, false);
    expect(await retry('stuck', membershipId, bad)).toMatchObject({
      __typename: 'MembershipError',
      membershipReason: 'NOT_PAST_DUE',
    });
  });

  it('charges once for two retries at once, with the same or different clientMutationIds', async () => {
    const { membershipId } = await pastDue('racer');
    const good = await addCard('racer', TEST_CARDS.succeeds);
    const before = (await demo().select(localPayments)).length;
    const same = id();
    const results = await Promise.all([
      retry('racer', membershipId, good, same),
      retry('racer', membershipId, good, same),
      retry('racer', membershipId, good),
    ]);
    const types = results.map((result) => result.__typename).sort();
    expect(types).toEqual([
      'MembershipError',
      'RetryMembershipPaymentPayload',
      'RetryMembershipPaymentPayload',
    ]);
    expect((await demo().select(localPayments)).length).toBe(before + 1);
    const after = await viewer('racer');
    expect(after.membership.status).toBe('ACTIVE');
    expect(after.membershipInvoices.edges).toHaveLength(2);
  });

  it('refuses someone else’s membership or card, the other garden, a paid membership and a visitor', async () => {
    const { membershipId } = await pastDue('owner');
    const ownerCard = await addCard('owner', TEST_CARDS.succeeds);
    const nosyCard = await addCard('nosy', TEST_CARDS.succeeds);
    expect((await retry('nosy', membershipId, nosyCard)).__typename).toBe('NotFoundError');
    expect((await retry('owner', membershipId, nosyCard)).__typename).toBe('NotFoundError');
    expect((await retry('owner', membershipId, 'bm9wZQ==')).__typename).toBe('NotFoundError');
    const other = await call(
      RETRY_PAYMENT,
      { input: { clientMutationId: id(), membershipId, paymentMethodId: ownerCard } },
      { as: 'other-fan', tenant: OTHER_TENANT_ID },
    );
    expect(other.data.retryMembershipPayment.__typename).toBe('NotFoundError');
    const visitor = await call(RETRY_PAYMENT, {
      input: { clientMutationId: id(), membershipId, paymentMethodId: ownerCard },
    });
    expect(visitor.data.retryMembershipPayment.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    expect((await viewer('owner')).membership.status).toBe('PAST_DUE');

    await call(
      SUBSCRIBE,
      { input: { clientMutationId: id(), planId: plan, card: TEST_CARDS.succeeds } },
      { as: 'paid' },
    );
    const paid = (await viewer('paid')).membership.id;
    const paidCard = await addCard('paid', TEST_CARDS.succeeds);
    expect(await retry('paid', paid, paidCard)).toMatchObject({
      __typename: 'MembershipError',
      membershipReason: 'NOT_PAST_DUE',
    });
  });
});

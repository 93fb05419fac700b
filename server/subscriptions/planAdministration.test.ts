// Operators' plan mutations: role guarded, validated with typed errors, once per
// clientMutationId; an archived plan takes no new members and leaves the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { TEST_CARDS } from '../store/payments/localProvider';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import {
  ARCHIVE_PLAN,
  CREATE_PLAN,
  PLANS,
  SUBSCRIBE,
  UPDATE_PLAN,
  firstPlanId,
} from './subscriptionsTestDocuments';

const fields = {
  nameJa: 'ひだまりプラン',
  nameEn: 'Sunny Spot plan',
  descriptionJa: 'メンバー限定のお知らせを読めるプランです。',
  descriptionEn: 'A plan to read the members-only news.',
  monthlyPrice: 330,
  taxRatePercent: 10,
  perks: ['MEMBERS_ONLY_POSTS'],
};

describe.each(testBackends)('membership plan administration (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `p-${(counter += 1)}`;
  const operator = { as: DEMO_OPERATOR_UID, language: 'en' as const };
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('plain-fan');
    await garden.join('late-fan');
  });
  afterAll(() => garden?.close());

  it('refuses visitors and fans who are not operators, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const input = { clientMutationId: id(), plan: fields };
    const visitor = await garden.call(CREATE_PLAN, { input });
    expect(visitor.data?.createMembershipPlan.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const fan = await garden.call(CREATE_PLAN, { input }, { as: 'plain-fan' });
    expect(fan.data?.createMembershipPlan.__typename).toBe('PermissionDeniedError');
    const archive = await garden.call(
      ARCHIVE_PLAN,
      { input: { clientMutationId: id(), planId: await firstPlanId(garden) } },
      { as: 'plain-fan' },
    );
    expect(archive.data?.archiveMembershipPlan.__typename).toBe('PermissionDeniedError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('creates once per clientMutationId, updates and archives a plan; bad fields are typed errors', async () => {
    const input = { clientMutationId: 'create-sunny', plan: fields };
    const created = (await garden.call(CREATE_PLAN, { input }, operator)).data
      ?.createMembershipPlan;
    expect(created.plan).toMatchObject({
      name: 'Sunny Spot plan',
      monthlyPrice: 330,
      taxRate: 'STANDARD_10',
    });
    const again = (await garden.call(CREATE_PLAN, { input }, operator)).data?.createMembershipPlan;
    expect(again.plan.id).toBe(created.plan.id);

    const cheap = await garden.call(
      CREATE_PLAN,
      { input: { clientMutationId: id(), plan: { ...fields, monthlyPrice: 5 } } },
      operator,
    );
    expect(cheap.data?.createMembershipPlan).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'monthlyPrice',
    });
    const blank = await garden.call(
      CREATE_PLAN,
      { input: { clientMutationId: id(), plan: { ...fields, nameJa: ' \u200B ' } } },
      { ...operator, language: 'ja' },
    );
    expect(blank.data?.createMembershipPlan).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'nameJa',
    });
    const rate = await garden.call(
      CREATE_PLAN,
      { input: { clientMutationId: id(), plan: { ...fields, taxRatePercent: 5 } } },
      operator,
    );
    expect(rate.data?.createMembershipPlan.field).toBe('taxRatePercent');

    const updated = await garden.call(
      UPDATE_PLAN,
      {
        input: {
          clientMutationId: id(),
          planId: created.plan.id,
          plan: { ...fields, monthlyPrice: 440, perks: ['MEMBERS_ONLY_POSTS', 'LIMITED_CHAT'] },
        },
      },
      operator,
    );
    expect(updated.data?.updateMembershipPlan.plan).toMatchObject({
      monthlyPrice: 440,
      perks: ['MEMBERS_ONLY_POSTS', 'LIMITED_CHAT'],
    });

    const archived = await garden.call(
      ARCHIVE_PLAN,
      { input: { clientMutationId: id(), planId: created.plan.id } },
      operator,
    );
    expect(archived.data?.archiveMembershipPlan.plan.isArchived).toBe(true);
    const listed = await garden.call(PLANS, {}, operator);
    const names = listed.data?.community.membershipPlans.edges.map(
      (edge: { node: { name: string } }) => edge.node.name,
    );
    expect(names).not.toContain('Sunny Spot plan');
    const refused = await garden.call(
      SUBSCRIBE,
      { input: { clientMutationId: id(), planId: created.plan.id, card: TEST_CARDS.succeeds } },
      { as: 'late-fan', language: 'en' },
    );
    expect(refused.data?.subscribeToMembership).toMatchObject({
      __typename: 'MembershipError',
      membershipReason: 'PLAN_ARCHIVED',
    });
  });

  it('never reaches another garden’s plan', async () => {
    const otherPlan = await firstPlanId(garden, OTHER_TENANT_ID);
    const result = await garden.call(
      UPDATE_PLAN,
      { input: { clientMutationId: id(), planId: otherPlan, plan: fields } },
      operator,
    );
    expect(result.data?.updateMembershipPlan.__typename).toBe('NotFoundError');
    const archive = await garden.call(
      ARCHIVE_PLAN,
      { input: { clientMutationId: id(), planId: otherPlan } },
      operator,
    );
    expect(archive.data?.archiveMembershipPlan.__typename).toBe('NotFoundError');
    expect(await firstPlanId(garden, OTHER_TENANT_ID)).toBe(otherPlan);
  });
});

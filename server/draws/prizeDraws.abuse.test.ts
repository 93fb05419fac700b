// Hostile inputs to the prize draw page and the members' extra draw, against the real
// server on a port (trusted documents only): draw ids that name nothing, for a visitor and
// a fan. No response ≥ 500, no stack trace, nothing written; then the honest request of a
// member is taken, so the refusals above were the hostile ids'.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../community/tables';
import { tenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import { membershipPlans, memberships } from '../subscriptions/tables';
import {
  HOSTILE_TEXTS,
  appOperation,
  expectNoWrites,
  impossibleIdsOf,
  sendCleanly,
  startAbuseServer,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';
import { prizeDrawEntries, prizeDraws } from './tables';

const FAN = 'seed-fan-kuro';
const HOSTILE_IDS = [...HOSTILE_TEXTS, ...impossibleIdsOf('PrizeDraw'), toGlobalId('User', 1)];

describe.each(testBackends)('hostile prize draw inputs (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it("answers every one cleanly, writing nothing, and takes a member's honest extra entry", async () => {
    const fan = `Bearer ${await server.auth.tokenFor(FAN)}`;
    const requests = [undefined, fan].flatMap((authorization) =>
      HOSTILE_IDS.flatMap((value, index) => [
        appOperation(
          'PrizeDrawPageQuery',
          { prizeDrawId: value },
          {
            label: `page #${index}`,
            authorization,
          },
        ),
        appOperation(
          'useEnterPrizeDrawAsMemberMutation',
          { input: { clientMutationId: `hostile-${index}`, prizeDrawId: value } },
          { label: `member entry #${index}`, authorization },
        ),
      ]),
    );
    await expectNoWrites(server, () => sendCleanly(server, requests));

    // The fan joins the membership (its rows as the subscription writes them), then enters.
    const demo = tenantScope(server.database.db, 'demo');
    const [user] = await demo.select(users, eq(users.authUid, FAN));
    const plan = (await demo.select(membershipPlans)).find((row) =>
      row.perks.includes('EXTRA_DRAWS'),
    );
    if (!plan) throw new Error('The demo garden has a plan with extra draws');
    const now = new Date();
    await demo.insert(memberships, {
      userId: user.id,
      planId: plan.id,
      status: 'ACTIVE',
      monthlyPrice: plan.monthlyPrice,
      taxRatePercent: 10,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 24 * 3_600_000),
      paymentProvider: 'local',
    });
    const [draw] = await demo.select(prizeDraws, eq(prizeDraws.offersMemberExtraDraw, true));
    const before = await demo.count(prizeDrawEntries);
    const [honest] = await sendCleanly(server, [
      appOperation(
        'useEnterPrizeDrawAsMemberMutation',
        {
          input: { clientMutationId: 'honest', prizeDrawId: toGlobalId('PrizeDraw', draw.id) },
        },
        { label: 'honest', authorization: fan },
      ),
    ]);
    expect(honest.text).toContain('"__typename":"EnterPrizeDrawPayload"');
    expect(await demo.count(prizeDrawEntries)).toBe(before + 1);
  }, 300_000);
});

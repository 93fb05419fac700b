// The e2e test clock (POST /payments/local/<tenant>/test-clock): off unless the server was
// started with GARDEN_TEST_CLOCK=1; on, it moves the clock of scheduled work forward and makes
// the garden's saved cards decline, and only for a garden that exists.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../../db/tenantScope';
import { scheduledWorkClock } from '../../platform/testClock';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../../testing/testGarden';
import { localPaymentMethods } from '../tables';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testBackends)('the e2e test clock (%s)', (backend) => {
  let garden: TestGarden;
  const move = (body: unknown, tenant = 'demo', method = 'POST') =>
    garden.server.yoga.fetch(`http://garden.test/payments/local/${tenant}/test-clock`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
  /** Whether the garden's saved cards decline: every one, none, or some. */
  const declines = async (tenant: string) => {
    const cards = await tenantScope(garden.database.db, tenant).select(localPaymentMethods);
    const declining = cards.filter((card) => card.declines).length;
    return declining === cards.length ? 'all' : declining === 0 ? 'none' : 'some';
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await tenantScope(garden.database.db, 'demo').insert(localPaymentMethods, {
      id: `pm_clock_${backend}`,
      last4: '4242',
    });
    await tenantScope(garden.database.db, OTHER_TENANT_ID).insert(localPaymentMethods, {
      id: `pm_clock_other_${backend}`,
      last4: '4242',
    });
  });
  afterEach(() => {
    delete process.env.GARDEN_TEST_CLOCK;
  });
  afterAll(() => garden?.close());

  it('is not there unless the server runs with GARDEN_TEST_CLOCK=1', async () => {
    const before = scheduledWorkClock.now().getTime();
    const refused = await move({ advanceDays: 40, savedCardsDecline: true });
    expect(refused.status).toBe(404);
    expect(scheduledWorkClock.now().getTime() - before).toBeLessThan(DAY_MS);
    expect(await declines('demo')).toBe('none');
  });

  it('moves scheduled work forward and makes one garden’s saved cards decline', async () => {
    process.env.GARDEN_TEST_CLOCK = '1';
    expect((await move({}, 'no-such-garden')).status).toBe(404);
    expect((await move({}, 'demo', 'GET')).status).toBe(405);
    const before = scheduledWorkClock.now().getTime();
    const moved = await move({ advanceDays: 31, savedCardsDecline: true });
    expect(moved.status).toBe(204);
    const advanced = scheduledWorkClock.now().getTime() - before;
    expect(advanced).toBeGreaterThanOrEqual(31 * DAY_MS);
    expect(advanced).toBeLessThan(32 * DAY_MS);
    expect(await declines('demo')).toBe('all');
    expect(await declines(OTHER_TENANT_ID)).toBe('none');

    // Neither a step back nor a malformed body moves it.
    const still = scheduledWorkClock.now().getTime();
    expect((await move({ advanceDays: -5 })).status).toBe(204);
    const malformed = await garden.server.yoga.fetch(
      'http://garden.test/payments/local/demo/test-clock',
      { method: 'POST', body: 'not json' },
    );
    expect(malformed.status).toBe(204);
    expect(scheduledWorkClock.now().getTime() - still).toBeLessThan(DAY_MS);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { toGlobalId } from '../graphql/globalId';
import { seedCommitment } from './seeds';

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateTreasureMachineInput!) {
    createTreasureMachine(input: $input) {
      __typename
      ... on CreateTreasureMachinePayload {
        machine {
          id
          status
          currentSeed {
            commitment
            serverSeed
          }
          ranks {
            code
            probabilityText
          }
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
      }
    }
  }
`;

const STATUS = /* GraphQL */ `
  mutation Status($input: SetTreasureMachineStatusInput!) {
    setTreasureMachineStatus(input: $input) {
      __typename
      ... on SetTreasureMachineStatusPayload {
        machine {
          status
          currentSeed {
            commitment
          }
          revealedSeeds {
            commitment
            serverSeed
          }
        }
      }
      ... on LotteryError {
        lotteryReason
      }
    }
  }
`;

const DRY_RUN = /* GraphQL */ `
  mutation DryRun($input: DryRunTreasureMachineInput!) {
    dryRunTreasureMachine(input: $input) {
      __typename
      ... on DryRunTreasureMachinePayload {
        pulls
        pityPulls
        rows {
          configured
          observed
          count
          configuredText
        }
      }
    }
  }
`;

const prize = (name: string, weight: number) => ({
  nameJa: name,
  nameEn: name,
  imageUrl: '/images/draws/prize.svg',
  kind: 'REAL_GOODS',
  weight,
});

const machineInput = (id: string, extra: object = {}) => ({
  input: {
    clientMutationId: id,
    nameJa: '薔薇のガチャ',
    nameEn: 'Rose machine',
    descriptionJa: '説明',
    descriptionEn: 'About it',
    imageUrl: '/images/draws/machine.svg',
    kind: 'PROBABILITY',
    opensAt: new Date(Date.now() - 1000).toISOString(),
    singleCoinPrice: 150,
    tenCoinPrice: 1500,
    pityRankCode: 'S',
    pityThreshold: 50,
    ranks: [
      { code: 'S', nameJa: 'S', nameEn: 'S', weight: 2, prizes: [prize('S1', 1)] },
      { code: 'A', nameJa: 'A', nameEn: 'A', weight: 18, prizes: [prize('A1', 1), prize('A2', 1)] },
      { code: 'B', nameJa: 'B', nameEn: 'B', weight: 80, prizes: [prize('B1', 1)] },
    ],
    ...extra,
  },
});

describe.each(testBackends)('treasure machine operators (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('plain-fan');
  });
  afterAll(() => garden?.close());

  it('creates a machine in draft with a committed seed, opens it and reveals the seed at closing', async () => {
    const created = await garden.call(CREATE, machineInput('m1'), { as: DEMO_OPERATOR_UID });
    const machine = created.data?.createTreasureMachine.machine;
    expect(machine).toMatchObject({
      status: 'DRAFT',
      currentSeed: { serverSeed: null },
      ranks: [
        { code: 'S', probabilityText: '2.00%' },
        { code: 'A', probabilityText: '18.0%' },
        { code: 'B', probabilityText: '80.0%' },
      ],
    });
    // Fans do not see a draft.
    const hidden = await garden.call(
      `query ($id: ID!) { node(id: $id) { id } }`,
      { id: machine.id },
      { as: 'plain-fan' },
    );
    expect(hidden.data?.node).toBeNull();

    const opened = await garden.call(
      STATUS,
      { input: { clientMutationId: 's1', machineId: machine.id, status: 'OPEN' } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(opened.data?.setTreasureMachineStatus.machine.status).toBe('OPEN');
    const closed = await garden.call(
      STATUS,
      { input: { clientMutationId: 's2', machineId: machine.id, status: 'CLOSED' } },
      { as: DEMO_OPERATOR_UID },
    );
    const revealed = closed.data?.setTreasureMachineStatus.machine;
    expect(revealed.currentSeed).toBeNull();
    expect(revealed.revealedSeeds).toHaveLength(1);
    expect(revealed.revealedSeeds[0].commitment).toBe(machine.currentSeed.commitment);
    expect(seedCommitment(revealed.revealedSeeds[0].serverSeed)).toBe(
      machine.currentSeed.commitment,
    );
    const reopen = await garden.call(
      STATUS,
      { input: { clientMutationId: 's3', machineId: machine.id, status: 'OPEN' } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(reopen.data?.setTreasureMachineStatus).toMatchObject({ lotteryReason: 'CLOSED' });
  });

  it('refuses a complete gacha, with nothing created', async () => {
    const before = await tableCounts(garden.database.db);
    const refused = await garden.call(
      CREATE,
      machineInput('m2', {
        completionRewards: [{ requiredRankCodes: ['S', 'A'], reward: prize('Set bonus', 1) }],
      }),
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    expect(refused.data?.createTreasureMachine).toMatchObject({
      __typename: 'CompleteGachaProhibitedError',
      message: expect.stringContaining('complete gacha'),
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses fans and bad configurations', async () => {
    const fan = await garden.call(CREATE, machineInput('m3'), { as: 'plain-fan' });
    expect(fan.data?.createTreasureMachine.__typename).toBe('PermissionDeniedError');
    const visitor = await garden.call(CREATE, machineInput('m4'));
    expect(visitor.data?.createTreasureMachine.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const badPity = await garden.call(CREATE, machineInput('m5', { pityRankCode: 'X' }), {
      as: DEMO_OPERATOR_UID,
    });
    expect(badPity.data?.createTreasureMachine).toMatchObject({ field: 'pityRankCode' });
    const noWeight = await garden.call(
      CREATE,
      machineInput('m6', {
        ranks: [{ code: 'S', nameJa: 'S', nameEn: 'S', weight: 1, prizes: [prize('S1', 0)] }],
      }),
      { as: DEMO_OPERATOR_UID },
    );
    expect(noWeight.data?.createTreasureMachine).toMatchObject({
      field: 'ranks.0.prizes.0.weight',
    });
  });

  it('dry-runs 100,000 pulls next to the configured odds', async () => {
    const created = await garden.call(CREATE, machineInput('m7'), { as: DEMO_OPERATOR_UID });
    const machineId = created.data?.createTreasureMachine.machine.id;
    const run = await garden.call(
      DRY_RUN,
      { input: { clientMutationId: 'dry', machineId, pulls: 100_000 } },
      { as: DEMO_OPERATOR_UID },
    );
    const payload = run.data?.dryRunTreasureMachine;
    expect(payload.pulls).toBe(100_000);
    expect(payload.rows.map((row: { configuredText: string }) => row.configuredText)).toEqual([
      '2.00%',
      '9.00%',
      '9.00%',
      '80.0%',
    ]);
    expect(payload.rows.reduce((n: number, row: { count: number }) => n + row.count, 0)).toBe(
      100_000,
    );
    // Pity (S by the 50th pull at 2 %) adds to S; among the other prizes the shares are
    // the configured ones, within sampling noise.
    const [s, ...rest] = payload.rows as { observed: number; configured: number }[];
    expect(payload.pityPulls).toBeGreaterThan(0);
    expect(s.observed).toBeGreaterThan(s.configured);
    for (const row of rest)
      expect(
        Math.abs(row.observed / (1 - s.observed) - row.configured / (1 - s.configured)),
      ).toBeLessThan(0.01);
    const fan = await garden.call(
      DRY_RUN,
      { input: { clientMutationId: 'dry2', machineId, pulls: 10 } },
      { as: 'plain-fan' },
    );
    expect(fan.data?.dryRunTreasureMachine.__typename).toBe('PermissionDeniedError');
  });

  it('grants tickets to a fan, once per clientMutationId', async () => {
    const fan = await garden.call(`{ viewer { user { id } } }`, {}, { as: 'plain-fan' });
    const userId = fan.data?.viewer.user.id;
    const grant = /* GraphQL */ `
      mutation Grant($input: GrantTreasureTicketsInput!) {
        grantTreasureTickets(input: $input) {
          __typename
          ... on GrantTreasureTicketsPayload {
            ticketBalance
          }
        }
      }
    `;
    const input = { input: { clientMutationId: 'g1', userId, amount: 5 } };
    await garden.call(grant, input, { as: DEMO_OPERATOR_UID });
    const again = await garden.call(grant, input, { as: DEMO_OPERATOR_UID });
    expect(again.data?.grantTreasureTickets.ticketBalance).toBe(5);
    const other = await garden.call(
      grant,
      { input: { clientMutationId: 'g2', userId: toGlobalId('User', 999999), amount: 5 } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(other.data?.grantTreasureTickets.__typename).toBe('NotFoundError');
  });
});

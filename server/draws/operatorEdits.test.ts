// Operators editing what they created: a treasure machine (its odds, box and pity only while
// a draft without draws; texts, window, costs and offers always) and a prize draw (everything
// before entries, checked against 景品表示法 as at creation; only texts after) — each refused
// to a fan and a visitor, to another garden's machine or draw, and to hostile ids.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantFreeCoins } from '../coins/ledger';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import { createTranslate } from '../graphql/translate';
import { scheduledJobs } from '../platform/tables';
import { storeItems } from '../store/tables';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { createMachine } from './createMachine';
import { addFans, addMachine, demoScope, probabilityMachine } from './drawsTestSetup';
import { performDraw } from './performDraw';
import { createPrizeDrawRows } from './prizeDraws/createPrizeDraw';
import { PRIZE_DRAW_CLOSE_JOB } from './prizeDraws/drawPrizeDraw';
import { prizeDrawEntries, prizeDraws, treasureMachineOffers, treasureMachines } from './tables';

const UPDATE_MACHINE = /* GraphQL */ `
  mutation ($input: UpdateTreasureMachineInput!) {
    updateTreasureMachine(input: $input) {
      __typename
      ... on UpdateTreasureMachinePayload {
        clientMutationId
        machine {
          name
          status
          singleCoinPrice
          closesAt
          boxSize
          pity {
            threshold
            rank {
              code
            }
          }
          ranks {
            code
            name
            probabilityText
            prizes {
              name
              probabilityText
              redeemPoints
            }
          }
          offers {
            coinPrice
            label
          }
        }
      }
      ... on TreasureMachineLockedError {
        treasureMachineLock
        message
      }
      ... on InvalidInputError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;
const CREATE_MACHINE = /* GraphQL */ `
  mutation ($input: CreateTreasureMachineInput!) {
    createTreasureMachine(input: $input) {
      ... on CreateTreasureMachinePayload {
        machine {
          id
        }
      }
    }
  }
`;
const STATUS = /* GraphQL */ `
  mutation ($input: SetTreasureMachineStatusInput!) {
    setTreasureMachineStatus(input: $input) {
      __typename
    }
  }
`;
const UPDATE_DRAW = /* GraphQL */ `
  mutation ($input: UpdatePrizeDrawInput!) {
    updatePrizeDraw(input: $input) {
      __typename
      ... on UpdatePrizeDrawPayload {
        clientMutationId
        prizeDraw {
          title
          description
          closesAt
          prizes {
            name
            winnerCount
          }
        }
      }
      ... on PrizeDrawLockedError {
        entryCount
        message
      }
      ... on PrizeValueLimitError {
        topPrizeValue
        topPrizeLimit
      }
      ... on InvalidInputError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;

const HOSTILE_IDS = (type: 'TreasureMachine' | 'PrizeDraw') => [
  '',
  'x',
  Buffer.from(`${type}:-1`).toString('base64'),
  toGlobalId(type, 2 ** 40),
  toGlobalId('User', 1),
  'A'.repeat(5000),
  "' OR 1=1 --",
];

const prize = (name: string, weight: number, extra: object = {}) => ({
  nameJa: name,
  nameEn: name,
  imageUrl: '/images/draws/prize.svg',
  kind: 'REAL_GOODS',
  weight,
  ...extra,
});

/** A machine as an operator sends it (creating: with its kind; editing: without). */
const machineFields = (extra: object = {}) => ({
  nameJa: '薔薇のガチャ',
  nameEn: 'Rose machine',
  descriptionJa: '説明',
  descriptionEn: 'About it',
  imageUrl: '/images/draws/machine.svg',
  opensAt: '2026-01-01T00:00:00.000Z',
  singleCoinPrice: 150,
  pityRankCode: 'S',
  pityThreshold: 50,
  ranks: [
    { code: 'S', nameJa: 'S', nameEn: 'S', weight: 2, prizes: [prize('S1', 1)] },
    { code: 'A', nameJa: 'A', nameEn: 'A', weight: 18, prizes: [prize('A1', 1), prize('A2', 1)] },
    { code: 'B', nameJa: 'B', nameEn: 'B', weight: 80, prizes: [prize('B1', 1)] },
  ],
  offers: [{ pulls: 1, coinPrice: 10, perFanLimit: 1, labelJa: '初回', labelEn: 'First pull' }],
  ...extra,
});

/** probabilityMachine (drawsTestSetup.ts) as an operator would send it back. */
const probabilityFields = (extra: object = {}) => ({
  nameJa: 'Test machine',
  nameEn: 'Test machine',
  descriptionJa: 'For tests',
  descriptionEn: 'For tests',
  imageUrl: '/images/draws/machine.svg',
  opensAt: probabilityMachine.opensAt!.toISOString(),
  singleCoinPrice: 100,
  tenCoinPrice: 900,
  ticketPrice: 1,
  pityRankCode: 'S',
  pityThreshold: 30,
  pointsPerPaidPull: 10,
  ranks: probabilityMachine.ranks.map((rank) => ({
    code: rank.code,
    nameJa: rank.name.ja!,
    nameEn: rank.name.en!,
    weight: rank.weight,
    prizes: rank.prizes.map((p) => ({
      nameJa: p.name.ja!,
      nameEn: p.name.en!,
      imageUrl: p.imageUrl,
      kind: p.kind,
      weight: p.weight,
      redeemPoints: p.redeemPoints,
      duplicatePoints: p.duplicatePoints,
    })),
  })),
  offers: [
    { pulls: 1, coinPrice: 10, perFanLimit: 1, labelJa: 'First pull', labelEn: 'First pull' },
  ],
  ...extra,
});

describe.each(testBackends)('operators edit treasure machines and prize draws (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `edit-${(counter += 1)}`;
  const operator = { as: DEMO_OPERATOR_UID, language: 'en' as const };
  const updateMachine = (machineId: string, fields: object, call: object = operator, cmid = id()) =>
    garden.call(UPDATE_MACHINE, { input: { clientMutationId: cmid, machineId, ...fields } }, call);

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('edit-fan');
  });
  afterAll(() => garden?.close());

  it('replaces a draft’s ranks, prizes and pity; a retry returns the first result', async () => {
    const created = await garden.call(
      CREATE_MACHINE,
      { input: { clientMutationId: id(), kind: 'PROBABILITY', ...machineFields() } },
      operator,
    );
    const machineId = created.data.createTreasureMachine.machine.id;
    const fields = machineFields({
      nameEn: 'Rose machine II',
      closesAt: '2027-01-01T00:00:00.000Z',
      pityRankCode: 'SS',
      pityThreshold: 20,
      ranks: [
        { code: 'SS', nameJa: 'SS', nameEn: 'SS', weight: 1, prizes: [prize('SS1', 1)] },
        {
          code: 'B',
          nameJa: 'B',
          nameEn: 'B',
          weight: 3,
          prizes: [prize('B1', 1, { redeemPoints: 9 })],
        },
      ],
      offers: [],
    });
    const edited = await updateMachine(machineId, fields, operator, 'draft-edit');
    expect(edited.data.updateTreasureMachine).toMatchObject({
      __typename: 'UpdateTreasureMachinePayload',
      clientMutationId: 'draft-edit',
      machine: {
        name: 'Rose machine II',
        status: 'DRAFT',
        closesAt: '2027-01-01T00:00:00.000Z',
        pity: { threshold: 20, rank: { code: 'SS' } },
        ranks: [
          { code: 'SS', probabilityText: '25.0%', prizes: [{ name: 'SS1' }] },
          { code: 'B', probabilityText: '75.0%', prizes: [{ name: 'B1', redeemPoints: 9 }] },
        ],
        offers: [],
      },
    });
    const before = await tableCounts(garden.database.db);
    const retried = await updateMachine(machineId, fields, operator, 'draft-edit');
    expect(retried.data).toEqual(edited.data);
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const reused = await updateMachine(machineId, machineFields(), operator, 'draft-edit');
    expect(reused.data.updateTreasureMachine).toMatchObject({ field: 'clientMutationId' });
  });

  it('checks an edit as a new machine is checked, writing nothing', async () => {
    const created = await garden.call(
      CREATE_MACHINE,
      { input: { clientMutationId: id(), kind: 'PROBABILITY', ...machineFields() } },
      operator,
    );
    const machineId = created.data.createTreasureMachine.machine.id;
    const before = await tableCounts(garden.database.db);
    const refused = async (fields: object) =>
      (await updateMachine(machineId, machineFields(fields))).data.updateTreasureMachine;
    expect(await refused({ pityRankCode: 'X' })).toMatchObject({ field: 'pityRankCode' });
    expect(await refused({ nameEn: ' ' })).toMatchObject({ field: 'name' });
    expect(await refused({ singleCoinPrice: null })).toMatchObject({ field: 'singleCoinPrice' });
    expect(await refused({ closesAt: '2025-01-01T00:00:00.000Z' })).toMatchObject({
      field: 'closesAt',
    });
    expect(
      await refused({
        ranks: [{ code: 'S', nameJa: 'S', nameEn: 'S', weight: 1, prizes: [prize('S1', 0)] }],
        pityRankCode: null,
        pityThreshold: null,
      }),
    ).toMatchObject({ field: 'ranks.0.prizes.0.weight' });
    expect(
      await refused({ completionRewards: [{ requiredRankCodes: ['S'], reward: prize('Set', 1) }] }),
    ).toMatchObject({ __typename: 'CompleteGachaProhibitedError' });
    expect(
      await refused({
        ranks: [
          {
            code: 'S',
            nameJa: 'S',
            nameEn: 'S',
            weight: 1,
            prizes: [
              prize('Card', 1, {
                kind: 'COLLECTABLE_CARD',
                cardId: toGlobalId('CollectableCard', 2 ** 30),
              }),
            ],
          },
        ],
      }),
    ).toMatchObject({ field: 'cardId' });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('keeps an opened machine’s odds and pity; its texts, window, prices and offers change', async () => {
    const created = await garden.call(
      CREATE_MACHINE,
      { input: { clientMutationId: id(), kind: 'PROBABILITY', ...machineFields() } },
      operator,
    );
    const machineId = created.data.createTreasureMachine.machine.id;
    await garden.call(
      STATUS,
      { input: { clientMutationId: id(), machineId, status: 'OPEN' } },
      operator,
    );
    const before = await tableCounts(garden.database.db);
    const locked = async (fields: object) =>
      (await updateMachine(machineId, machineFields(fields))).data.updateTreasureMachine;
    const heavierS = machineFields().ranks.map((rank) =>
      rank.code === 'S' ? { ...rank, weight: 3 } : rank,
    );
    expect(await locked({ ranks: heavierS })).toEqual({
      __typename: 'TreasureMachineLockedError',
      treasureMachineLock: 'CONTENTS',
      message:
        'This treasure machine has been opened or drawn: its published odds, box contents and pity cannot change (its name, description, images, window, prices and offers can). Nothing was changed.',
    });
    expect(await locked({ pityThreshold: 51 })).toMatchObject({ treasureMachineLock: 'CONTENTS' });
    const extraPrize = machineFields().ranks.map((rank) =>
      rank.code === 'B' ? { ...rank, prizes: [...rank.prizes, prize('B2', 1)] } : rank,
    );
    expect(await locked({ ranks: extraPrize })).toMatchObject({ treasureMachineLock: 'CONTENTS' });
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const renamed = machineFields().ranks.map((rank) => ({
      ...rank,
      nameEn: `Rank ${rank.code}`,
      prizes: rank.prizes.map((p) => ({ ...p, nameEn: `${p.nameEn}!`, redeemPoints: 100 })),
    }));
    const edited = await updateMachine(
      machineId,
      machineFields({
        nameEn: 'Renamed',
        singleCoinPrice: 120,
        closesAt: '2027-06-01T00:00:00.000Z',
        ranks: renamed,
        offers: [
          { pulls: 1, coinPrice: 5, perFanLimit: 2, labelJa: '初回', labelEn: 'Cheaper' },
          { pulls: 10, coinPrice: 900, perFanLimit: 1, labelJa: '十連', labelEn: 'Ten' },
        ],
      }),
    );
    expect(edited.data.updateTreasureMachine.machine).toMatchObject({
      name: 'Renamed',
      status: 'OPEN',
      singleCoinPrice: 120,
      closesAt: '2027-06-01T00:00:00.000Z',
      pity: { threshold: 50, rank: { code: 'S' } },
      ranks: [
        {
          code: 'S',
          name: 'Rank S',
          probabilityText: '2.00%',
          prizes: [{ name: 'S1!', redeemPoints: 100 }],
        },
        { code: 'A', name: 'Rank A', probabilityText: '18.0%' },
        { code: 'B', name: 'Rank B', probabilityText: '80.0%' },
      ],
      offers: [
        { coinPrice: 5, label: 'Cheaper' },
        { coinPrice: 900, label: 'Ten' },
      ],
    });
    // Ranks and prizes were changed in place, not replaced: the same rows.
    expect(await tableCounts(garden.database.db)).toMatchObject({
      treasureMachineRanks: before.treasureMachineRanks,
      treasureMachinePrizes: before.treasureMachinePrizes,
    });
  });

  it('keeps a drawn machine’s table even back in draft, and the offers fans used', async () => {
    const machine = await addMachine(garden, probabilityMachine);
    const machineId = toGlobalId('TreasureMachine', machine.id);
    const [fan] = await addFans(garden, ['offer-fan'], 0);
    const scope = demoScope(garden);
    const [offer] = await scope.select(
      treasureMachineOffers,
      eq(treasureMachineOffers.machineId, machine.id),
    );
    await scope.transaction(async (tx) => {
      await grantFreeCoins(tx, {
        userId: fan.id,
        amount: 100,
        reference: 'edit-test',
        label: { en: 'Test' },
      });
      const drawn = await performDraw(tx, createTranslate('en'), {
        machineId: machine.id,
        userId: fan.id,
        pulls: 1,
        payment: 'COINS',
        offerId: offer.id,
      });
      if (!drawn.done) throw new Error('The test draw was refused');
    });
    // Even a machine put back in draft keeps the table its draws were made from.
    await scope.update(treasureMachines, { status: 'DRAFT' }, eq(treasureMachines.id, machine.id));
    const before = await tableCounts(garden.database.db);
    const heavier = probabilityFields().ranks.map((rank, index) =>
      index === 0 ? { ...rank, weight: 4 } : rank,
    );
    expect(
      (await updateMachine(machineId, probabilityFields({ ranks: heavier }))).data
        .updateTreasureMachine,
    ).toMatchObject({ treasureMachineLock: 'CONTENTS' });
    expect(
      (await updateMachine(machineId, probabilityFields({ offers: [] }))).data
        .updateTreasureMachine,
    ).toEqual({
      __typename: 'TreasureMachineLockedError',
      treasureMachineLock: 'OFFER_IN_USE',
      message:
        'An offer fans have used cannot be removed (its price, limit and label can change). Nothing was changed.',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const same = await updateMachine(machineId, probabilityFields({ nameEn: 'Still fair' }));
    expect(same.data.updateTreasureMachine.machine).toMatchObject({
      name: 'Still fair',
      ranks: [
        { probabilityText: '3.00%' },
        { probabilityText: '17.0%' },
        { probabilityText: '80.0%' },
      ],
    });
  });

  it('refills a draft box, and refuses changing the copies of an opened one', async () => {
    const box = (copies: number[]) =>
      machineFields({
        singleCoinPrice: null,
        ticketPrice: 1,
        pityRankCode: null,
        pityThreshold: null,
        offers: [],
        ranks: copies.map((stock, index) => ({
          code: String.fromCharCode(65 + index),
          nameJa: `R${index}`,
          nameEn: `R${index}`,
          prizes: [prize(`P${index}`, 1, { stock })],
        })),
      });
    const created = await garden.call(
      CREATE_MACHINE,
      { input: { clientMutationId: id(), kind: 'STOCK', ...box([1, 9]) } },
      operator,
    );
    const machineId = created.data.createTreasureMachine.machine.id;
    const refilled = await updateMachine(machineId, box([2, 18, 20]));
    expect(refilled.data.updateTreasureMachine.machine).toMatchObject({
      boxSize: 40,
      ranks: [
        { probabilityText: '5.00%' },
        { probabilityText: '45.0%' },
        { probabilityText: '50.0%' },
      ],
    });
    await garden.call(
      STATUS,
      { input: { clientMutationId: id(), machineId, status: 'OPEN' } },
      operator,
    );
    expect(
      (await updateMachine(machineId, box([2, 18, 21]))).data.updateTreasureMachine,
    ).toMatchObject({ treasureMachineLock: 'CONTENTS' });
    expect(
      (await updateMachine(machineId, box([2, 18, 20]))).data.updateTreasureMachine.machine,
    ).toMatchObject({ boxSize: 40 });
  });

  it('refuses fans, visitors, another garden’s machine and hostile ids', async () => {
    const created = await garden.call(
      CREATE_MACHINE,
      { input: { clientMutationId: id(), kind: 'PROBABILITY', ...machineFields() } },
      operator,
    );
    const machineId = created.data.createTreasureMachine.machine.id;
    const other = await tenantScope(garden.database.db, 'other').transaction((tx) =>
      createMachine(tx, { ...probabilityMachine, status: 'DRAFT' }),
    );
    const before = await tableCounts(garden.database.db);
    expect(
      (await updateMachine(machineId, machineFields(), { as: 'edit-fan', language: 'en' })).data
        .updateTreasureMachine,
    ).toEqual({
      __typename: 'PermissionDeniedError',
      message: "Only the garden's operators can do this.",
    });
    expect(
      (await updateMachine(machineId, machineFields(), {})).data.updateTreasureMachine.__typename,
    ).toBe('ShouldBeLoggedInOrSignedUpError');
    for (const hostile of [
      toGlobalId('TreasureMachine', other.id),
      ...HOSTILE_IDS('TreasureMachine'),
    ]) {
      const result = await updateMachine(hostile, machineFields());
      expect(result.errors).toBeUndefined();
      expect(result.data.updateTreasureMachine.__typename).toBe('NotFoundError');
    }
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  describe('prize draws', () => {
    const text = (value: string) => ({ ja: value, en: value });
    const opensAt = new Date(Date.now() - 60_000);
    const closesAt = new Date(Date.now() + 3_600_000);
    const addDraw = async (tenant = 'demo') => {
      const row = await tenantScope(garden.database.db, tenant).transaction((tx) =>
        createPrizeDrawRows(tx, {
          title: text('Test draw'),
          description: text('For tests'),
          imageUrl: '/images/draws/machine.svg',
          opensAt,
          closesAt,
          entryItemId: null,
          freeEntry: true,
          offersMemberExtraDraw: false,
          transactionPrice: 0,
          expectedSales: 0,
          prizes: [
            {
              name: text('Poster'),
              description: text(''),
              imageUrl: '/images/draws/prize.svg',
              kind: 'REAL_GOODS',
              valueYen: 3000,
              winnerCount: 1,
            },
          ],
        }),
      );
      return { row, id: toGlobalId('PrizeDraw', row.id) };
    };
    /** The draw as addDraw wrote it, as an operator sends it. */
    const drawFields = (extra: object = {}) => ({
      titleJa: 'Test draw',
      titleEn: 'Test draw',
      descriptionJa: 'For tests',
      descriptionEn: 'For tests',
      imageUrl: '/images/draws/machine.svg',
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
      freeEntry: true,
      prizes: [
        {
          nameJa: 'Poster',
          nameEn: 'Poster',
          imageUrl: '/images/draws/prize.svg',
          kind: 'REAL_GOODS',
          valueYen: 3000,
          winnerCount: 1,
        },
      ],
      ...extra,
    });
    const updateDraw = (
      prizeDrawId: string,
      fields: object,
      call: object = operator,
      cmid = id(),
    ) =>
      garden.call(UPDATE_DRAW, { input: { clientMutationId: cmid, prizeDrawId, ...fields } }, call);

    it('changes everything before entries, moving the closing job; a retry returns the first result', async () => {
      const draw = await addDraw();
      const later = new Date(Date.now() + 7_200_000).toISOString();
      const fields = drawFields({
        titleEn: 'Bigger draw',
        closesAt: later,
        prizes: [
          {
            nameJa: 'Poster',
            nameEn: 'Signed poster',
            imageUrl: '/images/draws/prize.svg',
            kind: 'REAL_GOODS',
            valueYen: 5000,
            winnerCount: 3,
          },
        ],
      });
      const edited = await updateDraw(draw.id, fields, operator, 'draw-edit');
      expect(edited.data.updatePrizeDraw).toMatchObject({
        __typename: 'UpdatePrizeDrawPayload',
        prizeDraw: {
          title: 'Bigger draw',
          closesAt: later,
          prizes: [{ name: 'Signed poster', winnerCount: 3 }],
        },
      });
      const [job] = await demoScope(garden).select(
        scheduledJobs,
        eq(scheduledJobs.key, String(draw.row.id)),
      );
      expect(job).toMatchObject({ kind: PRIZE_DRAW_CLOSE_JOB, runAt: new Date(later) });
      const before = await tableCounts(garden.database.db);
      expect((await updateDraw(draw.id, fields, operator, 'draw-edit')).data).toEqual(edited.data);
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });

    it('checks an edit against 景品表示法 and the create rules, writing nothing', async () => {
      const draw = await addDraw();
      const [item] = await demoScope(garden).select(storeItems).limit(1);
      const top = Math.min(item.price * 20, 100_000);
      const before = await tableCounts(garden.database.db);
      const tooHigh = await updateDraw(
        draw.id,
        drawFields({
          entryItemId: toGlobalId('StoreItem', item.id),
          freeEntry: false,
          expectedSales: 100_000_000,
          prizes: [
            {
              nameJa: 'Car',
              nameEn: 'Car',
              imageUrl: '/images/draws/prize.svg',
              kind: 'REAL_GOODS',
              valueYen: top + 1,
              winnerCount: 1,
            },
          ],
        }),
      );
      expect(tooHigh.data.updatePrizeDraw).toMatchObject({
        __typename: 'PrizeValueLimitError',
        topPrizeValue: top + 1,
        topPrizeLimit: top,
      });
      // The window may not open before the draw (and its commitment) existed.
      expect(
        (await updateDraw(draw.id, drawFields({ opensAt: '2020-01-01T00:00:00.000Z' }))).data
          .updatePrizeDraw,
      ).toMatchObject({ field: 'opensAt' });
      expect(
        (await updateDraw(draw.id, drawFields({ titleEn: '' }))).data.updatePrizeDraw,
      ).toMatchObject({ field: 'title' });
      expect(
        (await updateDraw(draw.id, drawFields({ freeEntry: false }))).data.updatePrizeDraw,
      ).toMatchObject({ field: 'entryItemId' });
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });

    it('changes only the texts once a fan has entered', async () => {
      const draw = await addDraw();
      const [fan] = await addFans(garden, ['draw-edit-fan'], 0);
      await demoScope(garden).transaction(async (tx) => {
        await tx.insert(prizeDrawEntries, {
          prizeDrawId: draw.row.id,
          userId: fan.id,
          number: 1,
          route: 'FREE',
        });
        await tx.update(prizeDraws, { entryCount: 1 }, eq(prizeDraws.id, draw.row.id));
      });
      const before = await tableCounts(garden.database.db);
      for (const change of [
        { closesAt: new Date(Date.now() + 7_200_000).toISOString() },
        { imageUrl: '/images/draws/other.svg' },
        {
          prizes: [
            {
              nameJa: 'Poster',
              nameEn: 'Poster',
              imageUrl: '/images/draws/prize.svg',
              kind: 'REAL_GOODS',
              valueYen: 3000,
              winnerCount: 2,
            },
          ],
        },
      ])
        expect((await updateDraw(draw.id, drawFields(change))).data.updatePrizeDraw).toEqual({
          __typename: 'PrizeDrawLockedError',
          entryCount: 1,
          message:
            'This prize draw already has entries (1) or has been drawn: only its title, description and the prizes’ names and descriptions can change. Nothing was changed.',
        });
      expect(await tableCounts(garden.database.db)).toEqual(before);
      const texts = await updateDraw(
        draw.id,
        drawFields({
          titleEn: 'Fixed typo',
          descriptionEn: 'Better words',
          prizes: [
            {
              nameJa: 'Poster',
              nameEn: 'Signed poster',
              imageUrl: '/images/draws/prize.svg',
              kind: 'REAL_GOODS',
              valueYen: 3000,
              winnerCount: 1,
            },
          ],
        }),
      );
      expect(texts.data.updatePrizeDraw.prizeDraw).toMatchObject({
        title: 'Fixed typo',
        description: 'Better words',
        prizes: [{ name: 'Signed poster', winnerCount: 1 }],
      });
    });

    it('refuses fans, visitors, another garden’s draw and hostile ids', async () => {
      const draw = await addDraw();
      const other = await addDraw('other');
      const before = await tableCounts(garden.database.db);
      expect(
        (await updateDraw(draw.id, drawFields(), { as: 'edit-fan', language: 'en' })).data
          .updatePrizeDraw.__typename,
      ).toBe('PermissionDeniedError');
      expect((await updateDraw(draw.id, drawFields(), {})).data.updatePrizeDraw.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      for (const hostile of [other.id, ...HOSTILE_IDS('PrizeDraw')]) {
        const result = await updateDraw(hostile, drawFields());
        expect(result.errors).toBeUndefined();
        expect(result.data.updatePrizeDraw.__typename).toBe('NotFoundError');
      }
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });
  });
});

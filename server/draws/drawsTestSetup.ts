// Machines and fans for the draws tests: a probability machine with pity and offers, and
// a box, created straight in the demo tenant (the operator mutation is tested on its own).
import { eq } from 'drizzle-orm';
import { users } from '../community/tables';
import { createTranslate } from '../graphql/translate';
import { tenantScope, type TenantScope } from '../db/tenantScope';
import type { Database } from '../db/database';
import { cardCategories, cardGradeRewardGrants, cardGradeRewardRules } from '../cards/tables';
import { createMachine, type MachineDefinition } from './createMachine';
import { createPrizeDrawRows } from './prizeDraws/createPrizeDraw';
import { performDraw } from './performDraw';
import {
  gachaPointExchanges,
  prizeDrawEntries,
  treasureMachinePrizes,
  treasurePrizeDeliveries,
} from './tables';
import { grantTickets } from './tickets';

const text = (en: string) => ({ ja: en, en });
const prize = (name: string, weight: number, extra: object = {}) => ({
  name: text(name),
  imageUrl: '/images/draws/prize.svg',
  kind: 'REAL_GOODS' as const,
  weight,
  ...extra,
});

export const probabilityMachine: MachineDefinition = {
  name: text('Test machine'),
  description: text('For tests'),
  imageUrl: '/images/draws/machine.svg',
  kind: 'PROBABILITY',
  status: 'OPEN',
  opensAt: new Date(Date.now() - 60_000),
  singleCoinPrice: 100,
  tenCoinPrice: 900,
  ticketPrice: 1,
  pityRank: 'S',
  pityThreshold: 30,
  pointsPerPaidPull: 10,
  ranks: [
    {
      code: 'S',
      name: text('S'),
      weight: 3,
      prizes: [prize('S1', 1, { redeemPoints: 300 }), prize('S2', 2)],
    },
    { code: 'A', name: text('A'), weight: 17, prizes: [prize('A1', 1)] },
    {
      code: 'B',
      name: text('B'),
      weight: 80,
      prizes: [prize('B1', 5, { duplicatePoints: 5 }), prize('B2', 3), prize('B3', 2)],
    },
  ],
  offers: [{ pulls: 1, coinPrice: 10, perFanLimit: 1, label: text('First pull') }],
};

export function boxMachine(copies: number[]): MachineDefinition {
  return {
    name: text('Test box'),
    description: text('For tests'),
    imageUrl: '/images/draws/machine.svg',
    kind: 'STOCK',
    status: 'OPEN',
    opensAt: new Date(Date.now() - 60_000),
    ticketPrice: 1,
    ranks: copies.map((stock, index) => ({
      code: String.fromCharCode(65 + index),
      name: text(`Rank ${index}`),
      prizes: [prize(`Box prize ${index}`, 1, { stock })],
    })),
  };
}

/** What these helpers need of a test garden: its database (the demo tenant is 'demo'). */
interface Garden {
  database: { db: Database };
}

export const demoScope = (garden: Garden): TenantScope => tenantScope(garden.database.db, 'demo');

export async function addMachine(garden: Garden, definition: MachineDefinition) {
  return demoScope(garden).transaction((tx) => createMachine(tx, definition));
}

/** Fans of the demo garden made straight in the database (uid = name), with tickets. */
export async function addFans(garden: Garden, names: string[], tickets: number) {
  const scope = demoScope(garden);
  const rows = await scope
    .insert(
      users,
      names.map((name) => ({ authUid: name, displayName: name })),
    )
    .returning();
  for (const row of rows) {
    await grantTickets(scope, {
      userId: row.id,
      amount: tickets,
      reference: `test-grant:${row.id}`,
      label: text('Test tickets'),
    });
  }
  return rows;
}

/**
 * Rows of both tenants in every draws table (the tenancy probe): a machine with offers,
 * a fan's tickets, a draw with its pulls, a delivery address and a point exchange in each garden.
 */
export async function seedDrawsInBothTenants(garden: Garden) {
  for (const tenantId of ['demo', 'other']) {
    const scope = tenantScope(garden.database.db, tenantId);
    const machine = await scope.transaction((tx) => createMachine(tx, probabilityMachine));
    // The probe's fan (joined both gardens): their draws are private to them.
    const [fan] = await scope.select(users, eq(users.authUid, 'probe-fan'));
    await grantTickets(scope, {
      userId: fan.id,
      amount: 1,
      reference: 'probe',
      label: text('Probe'),
    });
    const drawn = await scope.transaction((tx) =>
      performDraw(tx, createTranslate('en'), {
        machineId: machine.id,
        userId: fan.id,
        pulls: 1,
        payment: 'TICKETS',
        offerId: null,
      }),
    );
    if (!drawn.done) throw new Error('The probe draw was refused');
    const [prize] = await scope.select(
      treasureMachinePrizes,
      eq(treasureMachinePrizes.machineId, machine.id),
    );
    await scope.insert(treasurePrizeDeliveries, {
      userId: fan.id,
      recipientName: 'Probe',
      postalCode: '150-0001',
      prefecture: '東京都',
      city: '渋谷区',
      street: '1-2-3',
      phone: '0312345678',
    });
    await scope.insert(gachaPointExchanges, {
      machineId: machine.id,
      userId: fan.id,
      prizeId: prize.id,
      points: 0,
    });
    // A prize draw the fan entered, and a card grade the fan reached.
    const prizeDraw = await scope.transaction((tx) =>
      createPrizeDrawRows(tx, {
        title: text('Probe draw'),
        description: text('Probe'),
        imageUrl: '/images/draws/machine.svg',
        opensAt: new Date(0),
        closesAt: new Date(Date.now() + 60_000),
        entryItemId: null,
        freeEntry: true,
        offersMemberExtraDraw: false,
        transactionPrice: 0,
        expectedSales: 0,
        prizes: [
          {
            name: text('Probe prize'),
            description: text(''),
            imageUrl: '/images/draws/prize.svg',
            kind: 'REAL_GOODS',
            valueYen: 1,
            winnerCount: 1,
          },
        ],
      }),
    );
    await scope.insert(prizeDrawEntries, {
      prizeDrawId: prizeDraw.id,
      userId: fan.id,
      number: 1,
      route: 'FREE',
    });
    const [category] = await scope.select(cardCategories).limit(1);
    const [rule] = await scope
      .insert(cardGradeRewardRules, {
        categoryId: category.id,
        name: text('Probe grade'),
        requiredCards: 1,
        rewardKind: 'TITLE',
        title: text('Probe'),
      })
      .returning();
    await scope.insert(cardGradeRewardGrants, { ruleId: rule.id, userId: fan.id });
  }
}

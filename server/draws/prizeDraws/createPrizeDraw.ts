// Creating a prize draw: the operator's input checked (the first field at fault is named),
// its prize values checked against 景品表示法 (common/draws/prizeValueLimits.ts, refused
// with the figures), then the draw, its prizes, its committed seed and its closing job
// written together.
import { checkPrizeValues } from '../../../common/draws/prizeValueLimits';
import type { CreatePrizeDrawInput } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../../context';
import type { TenantScope } from '../../db/tenantScope';
import { dbIdOf } from '../../graphql/globalId';
import { invalidInput, type InvalidInputResult } from '../../graphql/typedErrors';
import type { LocalizedText } from '../../platform/tables';
import { newServerSeed } from '../seeds';
import { prizeDrawPrizes, prizeDraws, type PrizeDrawRow } from '../tables';
import { schedulePrizeDrawClose } from './drawPrizeDraw';
import { prizeValueLimit, type PrizeValueLimitResult } from './prizeDrawErrors';

const MAX_TITLE = 60;
const MAX_DESCRIPTION = 1000;
const MAX_PRIZES = 20;
const MAX_WINNERS = 1000;
const MAX_VALUE_YEN = 10_000_000;
const MAX_COINS = 100_000;
const MAX_SALES_YEN = 10_000_000_000;
/** A window may start a moment before the request (a form sent "from now"). */
export const OPENS_AT_TOLERANCE_MS = 60_000;

export interface PrizeDrawPrizeDefinition {
  name: LocalizedText;
  description: LocalizedText;
  imageUrl: string;
  kind: 'COIN' | 'COLLECTABLE_CARD' | 'REAL_GOODS';
  valueYen: number;
  winnerCount: number;
  coinAmount?: number | null;
  cardId?: number | null;
}

export interface PrizeDrawDefinition {
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string;
  opensAt: Date;
  closesAt: Date;
  entryItemId: number | null;
  freeEntry: boolean;
  offersMemberExtraDraw: boolean;
  transactionPrice: number;
  expectedSales: number;
  prizes: PrizeDrawPrizeDefinition[];
}

const isCount = (value: number | null | undefined, min: number, max: number) =>
  value != null && Number.isInteger(value) && value >= min && value <= max;
const imageUrlOk = (url: string) => /^(\/|https:\/\/)/.test(url);

/**
 * Checks an operator's prize draw (a new one, or an edit's whole draw). `earliestOpensAt`:
 * a new draw's window may not start before now (its commitment is published now); an
 * edited draw's not before its creation (or the start it already had).
 */
export async function prizeDrawDefinitionOf(
  context: GraphQLContext,
  input: CreatePrizeDrawInput,
  earliestOpensAt = new Date(Date.now() - OPENS_AT_TOLERANCE_MS),
): Promise<
  { definition: PrizeDrawDefinition } | { error: InvalidInputResult | PrizeValueLimitResult }
> {
  const { t } = context;
  const fail = (
    field: string,
    reason: 'REQUIRED' | 'TOO_LONG' | 'INVALID_FORMAT',
    limit?: number,
  ) => ({
    error: invalidInput(t, field, reason, limit ?? null),
  });
  const title = { ja: input.titleJa.trim(), en: input.titleEn.trim() };
  if (!title.ja || !title.en) return fail('title', 'REQUIRED');
  if (title.ja.length > MAX_TITLE || title.en.length > MAX_TITLE)
    return fail('title', 'TOO_LONG', MAX_TITLE);
  const description = { ja: input.descriptionJa.trim(), en: input.descriptionEn.trim() };
  if (description.ja.length > MAX_DESCRIPTION || description.en.length > MAX_DESCRIPTION)
    return fail('description', 'TOO_LONG', MAX_DESCRIPTION);
  if (!imageUrlOk(input.imageUrl)) return fail('imageUrl', 'INVALID_FORMAT');
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  // The commitment is published first: the window may not have started before it.
  if (Number.isNaN(opensAt.getTime()) || opensAt < earliestOpensAt)
    return fail('opensAt', 'INVALID_FORMAT');
  if (Number.isNaN(closesAt.getTime()) || closesAt <= opensAt)
    return fail('closesAt', 'INVALID_FORMAT');
  let entryItemId: number | null = null;
  let transactionPrice = 0;
  if (input.entryItemId) {
    entryItemId = dbIdOf(input.entryItemId, 'StoreItem');
    const item =
      entryItemId === null ? null : await context.loaders.store.itemById.load(entryItemId);
    if (!item) return fail('entryItemId', 'INVALID_FORMAT');
    transactionPrice = item.price;
  }
  if (entryItemId === null && !input.freeEntry) return fail('entryItemId', 'REQUIRED');
  const expectedSales = input.expectedSales ?? 0;
  if (entryItemId !== null && !isCount(expectedSales, 1, MAX_SALES_YEN))
    return fail('expectedSales', 'REQUIRED');
  if (input.prizes.length === 0) return fail('prizes', 'REQUIRED');
  if (input.prizes.length > MAX_PRIZES) return fail('prizes', 'TOO_LONG', MAX_PRIZES);
  const prizes: PrizeDrawPrizeDefinition[] = [];
  for (const [index, prize] of input.prizes.entries()) {
    const field = `prizes.${index}`;
    const name = { ja: prize.nameJa.trim(), en: prize.nameEn.trim() };
    if (!name.ja || !name.en) return fail(`${field}.name`, 'REQUIRED');
    if (name.ja.length > MAX_TITLE || name.en.length > MAX_TITLE)
      return fail(`${field}.name`, 'TOO_LONG', MAX_TITLE);
    if (!imageUrlOk(prize.imageUrl)) return fail(`${field}.imageUrl`, 'INVALID_FORMAT');
    if (prize.kind !== 'COIN' && prize.kind !== 'COLLECTABLE_CARD' && prize.kind !== 'REAL_GOODS')
      return fail(`${field}.kind`, 'INVALID_FORMAT');
    if (!isCount(prize.valueYen, 0, MAX_VALUE_YEN))
      return fail(`${field}.valueYen`, 'INVALID_FORMAT', MAX_VALUE_YEN);
    if (!isCount(prize.winnerCount, 1, MAX_WINNERS))
      return fail(`${field}.winnerCount`, 'INVALID_FORMAT', MAX_WINNERS);
    if (prize.kind === 'COIN' && !isCount(prize.coinAmount, 1, MAX_COINS))
      return fail(`${field}.coinAmount`, 'REQUIRED');
    let cardId: number | null = null;
    if (prize.kind === 'COLLECTABLE_CARD') {
      cardId = prize.cardId ? dbIdOf(prize.cardId, 'CollectableCard') : null;
      const card = cardId === null ? null : await context.loaders.cards.cardById.load(cardId);
      if (!card) return fail(`${field}.cardId`, 'REQUIRED');
    }
    prizes.push({
      name,
      description: { ja: prize.descriptionJa?.trim() ?? '', en: prize.descriptionEn?.trim() ?? '' },
      imageUrl: prize.imageUrl,
      kind: prize.kind,
      valueYen: prize.valueYen,
      winnerCount: prize.winnerCount,
      coinAmount: prize.kind === 'COIN' ? prize.coinAmount : null,
      cardId,
    });
  }
  const check = checkPrizeValues({
    byPurchase: entryItemId !== null,
    transactionPrice,
    expectedSales,
    prizes,
  });
  if (!check.withinLimits) return { error: prizeValueLimit(t, check.figures) };
  return {
    definition: {
      title,
      description,
      imageUrl: input.imageUrl,
      opensAt,
      closesAt,
      entryItemId,
      freeEntry: input.freeEntry,
      offersMemberExtraDraw: input.offersMemberExtraDraw ?? false,
      transactionPrice,
      expectedSales,
      prizes,
    },
  };
}

/** The draw, its prizes, its committed seed and its closing job, in the caller's transaction. */
export async function createPrizeDrawRows(
  tx: TenantScope,
  definition: PrizeDrawDefinition,
): Promise<PrizeDrawRow> {
  const { prizes, ...draw } = definition;
  const [created] = await tx.insert(prizeDraws, { ...draw, ...newServerSeed() }).returning();
  await tx.insert(
    prizeDrawPrizes,
    prizes.map((prize, position) => ({ ...prize, prizeDrawId: created.id, position })),
  );
  await schedulePrizeDrawClose(tx, created);
  return created;
}

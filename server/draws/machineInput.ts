// Checks an operator's CreateTreasureMachineInput and turns it into a MachineDefinition,
// or names the first field at fault. Complete gacha is refused before anything else.
import type {
  CreateTreasureMachineInput,
  TreasurePrizeInput,
} from '../__generated__/resolvers-types';
import { dbIdOf } from '../graphql/globalId';
import type { Translate } from '../graphql/translate';
import { invalidInput, type InvalidInputResult } from '../graphql/typedErrors';
import type { MachineDefinition, PrizeDefinition } from './createMachine';

export interface CompleteGachaResult {
  __typename: 'CompleteGachaProhibitedError';
  message: string;
}

const MAX_NAME = 60;
const MAX_DESCRIPTION = 500;
const MAX_RANKS = 10;
const MAX_PRIZES_PER_RANK = 50;
const MAX_BOX = 100_000;
const MAX_WEIGHT = 1_000_000;
const MAX_PRICE = 100_000;

const isCount = (value: number | null | undefined, min: number, max: number) =>
  value != null && Number.isInteger(value) && value >= min && value <= max;

type Checked<T> = { value: T } | { error: InvalidInputResult };

function prizeOf(
  t: Translate,
  kind: 'PROBABILITY' | 'STOCK',
  prize: TreasurePrizeInput,
  field: string,
): Checked<PrizeDefinition> {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  if (!text(prize.nameJa) || !text(prize.nameEn))
    return { error: invalidInput(t, `${field}.name`, 'REQUIRED') };
  if (prize.nameJa.length > MAX_NAME || prize.nameEn.length > MAX_NAME)
    return { error: invalidInput(t, `${field}.name`, 'TOO_LONG', MAX_NAME) };
  if (!/^(\/|https:\/\/)/.test(prize.imageUrl))
    return { error: invalidInput(t, `${field}.imageUrl`, 'INVALID_FORMAT') };
  if (prize.kind === 'COIN' && !isCount(prize.coinAmount, 1, MAX_PRICE))
    return { error: invalidInput(t, `${field}.coinAmount`, 'REQUIRED') };
  // A card prize names its card (whether it exists is checked against the garden's cards).
  const cardId = prize.cardId ? dbIdOf(prize.cardId, 'CollectableCard') : null;
  if (prize.kind === 'COLLECTABLE_CARD' && cardId === null)
    return { error: invalidInput(t, `${field}.cardId`, 'REQUIRED') };
  if (kind === 'PROBABILITY' && !isCount(prize.weight, 1, MAX_WEIGHT))
    return { error: invalidInput(t, `${field}.weight`, 'INVALID_FORMAT', MAX_WEIGHT) };
  if (kind === 'STOCK' && !isCount(prize.stock, 1, MAX_BOX))
    return { error: invalidInput(t, `${field}.stock`, 'INVALID_FORMAT', MAX_BOX) };
  for (const points of ['redeemPoints', 'duplicatePoints'] as const)
    if (prize[points] != null && !isCount(prize[points], 1, MAX_PRICE))
      return { error: invalidInput(t, `${field}.${points}`, 'INVALID_FORMAT', MAX_PRICE) };
  return {
    value: {
      name: { ja: prize.nameJa.trim(), en: prize.nameEn.trim() },
      description: { ja: text(prize.descriptionJa), en: text(prize.descriptionEn) },
      imageUrl: prize.imageUrl,
      kind: prize.kind,
      coinAmount: prize.coinAmount ?? undefined,
      cardId: prize.kind === 'COLLECTABLE_CARD' ? (cardId ?? undefined) : undefined,
      weight: prize.weight ?? 1,
      stock: prize.stock ?? 0,
      redeemPoints: prize.redeemPoints ?? undefined,
      duplicatePoints: prize.duplicatePoints ?? undefined,
    },
  };
}

export function machineDefinitionOf(
  t: Translate,
  input: CreateTreasureMachineInput,
): { definition: MachineDefinition } | { error: InvalidInputResult | CompleteGachaResult } {
  // Every prize of a machine is drawn by chance: any reward for a set of them is カード合わせ.
  if ((input.completionRewards ?? []).length > 0)
    return {
      error: {
        __typename: 'CompleteGachaProhibitedError',
        message: t('errors.draws.completeGacha'),
      },
    };
  const fail = (
    field: string,
    reason: 'REQUIRED' | 'TOO_LONG' | 'INVALID_FORMAT',
    limit?: number,
  ) => ({
    error: invalidInput(t, field, reason, limit ?? null),
  });
  if (!input.nameJa.trim() || !input.nameEn.trim()) return fail('name', 'REQUIRED');
  if (input.nameJa.length > MAX_NAME || input.nameEn.length > MAX_NAME)
    return fail('name', 'TOO_LONG', MAX_NAME);
  if (input.descriptionJa.length > MAX_DESCRIPTION || input.descriptionEn.length > MAX_DESCRIPTION)
    return fail('description', 'TOO_LONG', MAX_DESCRIPTION);
  if (!/^(\/|https:\/\/)/.test(input.imageUrl)) return fail('imageUrl', 'INVALID_FORMAT');
  const opensAt = new Date(input.opensAt);
  const closesAt = input.closesAt ? new Date(input.closesAt) : null;
  if (Number.isNaN(opensAt.getTime())) return fail('opensAt', 'INVALID_FORMAT');
  if (closesAt && !(closesAt > opensAt)) return fail('closesAt', 'INVALID_FORMAT');
  for (const price of ['singleCoinPrice', 'tenCoinPrice', 'ticketPrice'] as const)
    if (input[price] != null && !isCount(input[price], 1, MAX_PRICE))
      return fail(price, 'INVALID_FORMAT', MAX_PRICE);
  if (input.singleCoinPrice == null && input.tenCoinPrice == null && input.ticketPrice == null)
    return fail('singleCoinPrice', 'REQUIRED');
  if (input.ranks.length === 0) return fail('ranks', 'REQUIRED');
  if (input.ranks.length > MAX_RANKS) return fail('ranks', 'TOO_LONG', MAX_RANKS);
  const codes = new Set<string>();
  const ranks: MachineDefinition['ranks'] = [];
  for (const [index, rank] of input.ranks.entries()) {
    const field = `ranks.${index}`;
    if (!/^[A-Z0-9]{1,4}$/.test(rank.code) || codes.has(rank.code))
      return fail(`${field}.code`, 'INVALID_FORMAT');
    codes.add(rank.code);
    if (!rank.nameJa.trim() || !rank.nameEn.trim()) return fail(`${field}.name`, 'REQUIRED');
    if (input.kind === 'PROBABILITY' && !isCount(rank.weight, 0, MAX_WEIGHT))
      return fail(`${field}.weight`, 'INVALID_FORMAT', MAX_WEIGHT);
    if (rank.prizes.length === 0) return fail(`${field}.prizes`, 'REQUIRED');
    if (rank.prizes.length > MAX_PRIZES_PER_RANK)
      return fail(`${field}.prizes`, 'TOO_LONG', MAX_PRIZES_PER_RANK);
    const prizes: PrizeDefinition[] = [];
    for (const [prizeIndex, prize] of rank.prizes.entries()) {
      const checked = prizeOf(t, input.kind, prize, `${field}.prizes.${prizeIndex}`);
      if ('error' in checked) return checked;
      prizes.push(checked.value);
    }
    ranks.push({
      code: rank.code,
      name: { ja: rank.nameJa.trim(), en: rank.nameEn.trim() },
      weight: rank.weight ?? 0,
      prizes,
    });
  }
  if (input.kind === 'PROBABILITY' && ranks.every((rank) => (rank.weight ?? 0) === 0))
    return fail('ranks.0.weight', 'INVALID_FORMAT');
  const boxSize = ranks.flatMap((rank) => rank.prizes).reduce((n, p) => n + (p.stock ?? 0), 0);
  if (boxSize > MAX_BOX) return fail('ranks', 'TOO_LONG', MAX_BOX);
  if (input.pityRankCode != null || input.pityThreshold != null) {
    if (input.kind !== 'PROBABILITY' || !codes.has(input.pityRankCode ?? ''))
      return fail('pityRankCode', 'INVALID_FORMAT');
    if (!isCount(input.pityThreshold, 2, 1000))
      return fail('pityThreshold', 'INVALID_FORMAT', 1000);
  }
  for (const [index, offer] of (input.offers ?? []).entries()) {
    if ((offer.pulls !== 1 && offer.pulls !== 10) || !isCount(offer.coinPrice, 0, MAX_PRICE))
      return fail(`offers.${index}`, 'INVALID_FORMAT');
    if (!isCount(offer.perFanLimit, 1, 100))
      return fail(`offers.${index}.perFanLimit`, 'INVALID_FORMAT', 100);
    if (!offer.labelJa.trim() || !offer.labelEn.trim())
      return fail(`offers.${index}.label`, 'REQUIRED');
  }
  return {
    definition: {
      name: { ja: input.nameJa.trim(), en: input.nameEn.trim() },
      description: { ja: input.descriptionJa.trim(), en: input.descriptionEn.trim() },
      imageUrl: input.imageUrl,
      kind: input.kind,
      status: 'DRAFT',
      opensAt,
      closesAt,
      singleCoinPrice: input.singleCoinPrice ?? null,
      tenCoinPrice: input.tenCoinPrice ?? null,
      paidCoinsOnly: input.paidCoinsOnly ?? false,
      ticketPrice: input.ticketPrice ?? null,
      pityRank: input.pityRankCode ?? undefined,
      pityThreshold: input.pityThreshold ?? undefined,
      pointsPerPaidPull: input.pointsPerPaidPull ?? 0,
      ranks,
      offers: (input.offers ?? []).map((offer) => ({
        pulls: offer.pulls as 1 | 10,
        coinPrice: offer.coinPrice,
        perFanLimit: offer.perFanLimit,
        label: { ja: offer.labelJa.trim(), en: offer.labelEn.trim() },
      })),
    },
  };
}

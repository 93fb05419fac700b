// Checks of what operators write: localized texts (the posts feature's rules), counts within
// their ranges, rewards (a badge or card reward names a badge or card of the garden), keys and
// image URLs.
import { inArray } from 'drizzle-orm';
import type { RewardInput } from '../__generated__/resolvers-types';
import { collectableCards } from '../cards/tables';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import type { Translate } from '../graphql/translate';
import {
  invalidInput,
  notFound,
  type InvalidInputResult,
  type NotFoundResult,
} from '../graphql/typedErrors';
import { checkLocalizedText } from '../graphql/localizedText';
import type { LocalizedText } from '../platform/tables';
import { badges, type StoredReward } from './tables';

export const MAX_TITLE_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 400;
const MAX_REWARDS = 10;
const MAX_REWARD_AMOUNT = 1_000_000;
const KEY = /^[a-z0-9][a-z0-9-]{0,62}$/;
const IMAGE_URL = /^(https:\/\/|\/)[^\s]{1,500}$/;

export type InputError =
  | InvalidInputResult
  | NotFoundResult
  | { __typename: 'TextModerationError'; message: string; field: string };

/** A ja/en pair of input fields, e.g. titleJa/titleEn, checked and cleaned. */
export async function localizedInput(
  t: Translate,
  db: TenantScope,
  field: string,
  values: { ja: string; en: string },
  kind: 'name' | 'body',
): Promise<{ text: LocalizedText } | { error: InputError }> {
  return checkLocalizedText(t, db, {
    ja: { field: `${field}Ja`, value: values.ja },
    en: { field: `${field}En`, value: values.en },
    max: kind === 'name' ? MAX_TITLE_LENGTH : MAX_DESCRIPTION_LENGTH,
    kind,
  });
}

export function countInput(
  t: Translate,
  field: string,
  value: number,
  min: number,
  max: number,
): InvalidInputResult | null {
  return Number.isInteger(value) && value >= min && value <= max
    ? null
    : invalidInput(t, field, 'INVALID_FORMAT', max);
}

export function keyInput(t: Translate, field: string, value: string): InvalidInputResult | null {
  return KEY.test(value) ? null : invalidInput(t, field, 'INVALID_FORMAT');
}

export function imageUrlInput(
  t: Translate,
  value: string | null | undefined,
): InvalidInputResult | null {
  return value == null || IMAGE_URL.test(value)
    ? null
    : invalidInput(t, 'imageUrl', 'INVALID_FORMAT');
}

export async function rewardsInput(
  t: Translate,
  db: TenantScope,
  rewards: RewardInput[],
): Promise<{ rewards: StoredReward[] } | { error: InvalidInputResult | NotFoundResult }> {
  if (rewards.length > MAX_REWARDS)
    return { error: invalidInput(t, 'rewards', 'TOO_LONG', MAX_REWARDS) };
  for (const reward of rewards) {
    const amountError = countInput(t, 'rewards', reward.amount, 1, MAX_REWARD_AMOUNT);
    if (amountError) return { error: amountError };
    if ((reward.kind === 'PROFILE_BADGE') !== (reward.badgeKey != null)) {
      return { error: invalidInput(t, 'rewards', 'INVALID_FORMAT') };
    }
    if ((reward.kind === 'COLLECTABLE_CARD') !== (reward.cardId != null)) {
      return { error: invalidInput(t, 'rewards', 'INVALID_FORMAT') };
    }
  }
  const keys = rewards.flatMap((reward) => (reward.badgeKey ? [reward.badgeKey] : []));
  if (keys.length) {
    const found = await db.selectFields({ key: badges.key }, badges, inArray(badges.key, keys));
    if (found.length !== new Set(keys).size) return { error: notFound(t) };
  }
  // A card named by an id that is not one of this garden's cards is not found.
  const cardIds = rewards.map((reward) =>
    reward.cardId == null ? null : dbIdOf(reward.cardId, 'CollectableCard'),
  );
  const named = cardIds.filter((id): id is number => id !== null);
  if (cardIds.some((id, index) => id === null && rewards[index].cardId != null))
    return { error: notFound(t) };
  if (named.length) {
    const found = await db.selectFields(
      { id: collectableCards.id },
      collectableCards,
      inArray(collectableCards.id, named),
    );
    if (found.length !== new Set(named).size) return { error: notFound(t) };
  }
  return {
    rewards: rewards.map((reward, index) => ({
      kind: reward.kind,
      amount: reward.amount,
      ...(reward.badgeKey ? { badgeKey: reward.badgeKey } : {}),
      ...(cardIds[index] !== null ? { cardId: cardIds[index] } : {}),
    })),
  };
}

/** What a check-in present and a check-in store item both carry: words, an image, rewards. */
export interface RewardedOfferInput {
  titleJa: string;
  titleEn: string;
  descriptionJa: string;
  descriptionEn: string;
  imageUrl?: string | null;
  rewards: RewardInput[];
}

/**
 * Checks an offer's words, image and rewards, then its own count (`extra`); the cleaned
 * texts and rewards, or the first error in that order.
 */
export async function rewardedOfferInput(
  t: Translate,
  db: TenantScope,
  input: RewardedOfferInput,
  extra: InvalidInputResult | null,
): Promise<
  | { title: LocalizedText; description: LocalizedText; rewards: StoredReward[] }
  | { error: InputError }
> {
  const title = await localizedInput(
    t,
    db,
    'title',
    { ja: input.titleJa, en: input.titleEn },
    'name',
  );
  if ('error' in title) return title;
  const description = await localizedInput(
    t,
    db,
    'description',
    { ja: input.descriptionJa, en: input.descriptionEn },
    'body',
  );
  if ('error' in description) return description;
  const imageError = imageUrlInput(t, input.imageUrl) ?? extra;
  if (imageError) return { error: imageError };
  const rewards = await rewardsInput(t, db, input.rewards);
  if ('error' in rewards) return rewards;
  return { title: title.text, description: description.text, rewards: rewards.rewards };
}

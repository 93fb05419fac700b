// Checks of a season as operators write it: words in both languages, a window of whole Tokyo
// days (at most a year), and 1 to 10 ranks with rising thresholds and valid rewards.
import type { SupporterRankInput } from '../__generated__/resolvers-types';
import type { TenantScope } from '../db/tenantScope';
import {
  countInput,
  keyInput,
  localizedInput,
  rewardsInput,
  type InputError,
} from '../engagement/operatorInputs';
import { nextDay, tokyoDay, tokyoMidnight } from '../engagement/tokyoCalendar';
import type { Translate } from '../graphql/translate';
import { invalidInput } from '../graphql/typedErrors';
import type { LocalizedText } from '../platform/tables';
import type { StoredSupporterRank } from './tables';

const MAX_RANKS = 10;
const MAX_THRESHOLD = 10_000_000;
const MAX_SEASON_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeasonInput {
  titleJa: string;
  titleEn: string;
  descriptionJa: string;
  descriptionEn: string;
  firstDay: string;
  lastDay: string;
  countsSpending: boolean;
  ranks: SupporterRankInput[];
}

export interface CheckedSeason {
  title: LocalizedText;
  description: LocalizedText;
  startsAt: Date;
  endsAt: Date;
  countsSpending: boolean;
  ranks: StoredSupporterRank[];
}

/** A Tokyo calendar day as written (YYYY-MM-DD, a real date), else null. */
function dayOf(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const midnight = tokyoMidnight(value);
  return Number.isNaN(midnight.getTime()) || tokyoDay(midnight) !== value ? null : value;
}

export async function checkSeasonInput(
  t: Translate,
  db: TenantScope,
  input: SeasonInput,
): Promise<CheckedSeason | { error: InputError }> {
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
  const firstDay = dayOf(input.firstDay);
  if (!firstDay) return { error: invalidInput(t, 'firstDay', 'INVALID_FORMAT') };
  const lastDay = dayOf(input.lastDay);
  if (!lastDay) return { error: invalidInput(t, 'lastDay', 'INVALID_FORMAT') };
  const startsAt = tokyoMidnight(firstDay);
  const endsAt = tokyoMidnight(nextDay(lastDay));
  const days = (endsAt.getTime() - startsAt.getTime()) / DAY_MS;
  if (days < 1 || days > MAX_SEASON_DAYS)
    return { error: invalidInput(t, 'lastDay', 'INVALID_FORMAT', MAX_SEASON_DAYS) };
  if (input.ranks.length === 0) return { error: invalidInput(t, 'ranks', 'REQUIRED', 1) };
  if (input.ranks.length > MAX_RANKS)
    return { error: invalidInput(t, 'ranks', 'TOO_LONG', MAX_RANKS) };
  const ranks: StoredSupporterRank[] = [];
  for (const rank of input.ranks) {
    const error =
      keyInput(t, 'ranks', rank.key) ??
      countInput(t, 'threshold', rank.threshold, 1, MAX_THRESHOLD);
    if (error) return { error };
    const previous = ranks.at(-1);
    if (
      ranks.some((other) => other.key === rank.key) ||
      (previous && previous.threshold >= rank.threshold)
    )
      return { error: invalidInput(t, 'ranks', 'INVALID_FORMAT') };
    const name = await localizedInput(
      t,
      db,
      'rankName',
      { ja: rank.nameJa, en: rank.nameEn },
      'name',
    );
    if ('error' in name) return name;
    const rewards = await rewardsInput(t, db, rank.rewards);
    if ('error' in rewards) return rewards;
    ranks.push({
      key: rank.key,
      name: name.text,
      threshold: rank.threshold,
      rewards: rewards.rewards,
    });
  }
  return {
    title: title.text,
    description: description.text,
    startsAt,
    endsAt,
    countsSpending: input.countsSpending,
    ranks,
  };
}

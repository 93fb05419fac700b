// An operator's unlock condition, checked against the garden: a date for PERIOD, a rank of
// the current supporter season, a digital item of this garden's store.
import type { StoryUnlockConditionInput } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { dbIdOf } from '../graphql/globalId';
import { invalidInput, type InvalidInputResult } from '../graphql/typedErrors';

export interface CheckedCondition {
  unlockKind: StoryUnlockConditionInput['kind'] | null;
  opensAt: Date | null;
  supporterRankKey: string | null;
  viewPassItemId: number | null;
}

const OPEN: CheckedCondition = {
  unlockKind: null,
  opensAt: null,
  supporterRankKey: null,
  viewPassItemId: null,
};

export async function checkUnlockCondition(
  context: GraphQLContext,
  input: StoryUnlockConditionInput | null | undefined,
): Promise<CheckedCondition | InvalidInputResult> {
  const { t } = context;
  if (!input) return OPEN;
  if (input.kind === 'PERIOD') {
    const opensAt = input.opensAt ? new Date(input.opensAt) : null;
    if (!opensAt || Number.isNaN(opensAt.getTime()))
      return invalidInput(t, 'opensAt', input.opensAt ? 'INVALID_FORMAT' : 'REQUIRED');
    return { ...OPEN, unlockKind: 'PERIOD', opensAt };
  }
  if (input.kind === 'SUPPORTER_RANK') {
    const season = await context.loaders.supporterRank.currentSeason();
    const key = input.supporterRankKey ?? '';
    if (!season?.ranks.some((rank) => rank.key === key))
      return invalidInput(t, 'supporterRankKey', key ? 'INVALID_FORMAT' : 'REQUIRED');
    return { ...OPEN, unlockKind: 'SUPPORTER_RANK', supporterRankKey: key };
  }
  const id = input.viewPassItemId ? dbIdOf(input.viewPassItemId, 'StoreItem') : null;
  const item = id ? await context.loaders.store.itemById.load(id) : null;
  if (!item || item.kind !== 'DIGITAL')
    return invalidInput(t, 'viewPassItemId', input.viewPassItemId ? 'INVALID_FORMAT' : 'REQUIRED');
  return { ...OPEN, unlockKind: 'VIEW_PASS', viewPassItemId: item.id };
}

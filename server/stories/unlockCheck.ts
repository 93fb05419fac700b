// Whether the viewer may read a chapter now, and if not, why (StoryUnlockConditionError).
// The one gate of a chapter's parts: chapterContent.ts reads them only when this passes.
import type { GraphQLContext } from '../context';
import { localized } from '../seo/siteMetadataOf';
import { supporterRankOf } from '../supporterRank/seasons';
import { openingTime } from './openingTime';
import { conditionOf } from './unlockCondition';
import type { StoryChapterRow, StoryUnlockConditionRow } from './tables';

export interface StoryUnlockConditionErrorResult {
  __typename: 'StoryUnlockConditionError';
  message: string;
  unlockReason: StoryUnlockConditionRow['kind'];
  condition: StoryUnlockConditionRow;
  requiresMember: boolean;
}

async function meets(
  context: GraphQLContext,
  condition: StoryUnlockConditionRow,
  now: Date,
): Promise<boolean> {
  if (condition.kind === 'PERIOD') return condition.opensAt !== null && condition.opensAt <= now;
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer) return false;
  if (condition.kind === 'VIEW_PASS') {
    if (condition.viewPassItemId === null) return false;
    const bought = await context.loaders.store.viewerPurchasedCountByItemId.load(
      condition.viewPassItemId,
    );
    return bought > 0;
  }
  const season = await context.loaders.supporterRank.currentSeason();
  const asked = season?.ranks.find((rank) => rank.key === condition.supporterRankKey);
  if (!season || !asked) return false;
  const held = await supporterRankOf(context.db, context.tenantId, viewer.id, season);
  return (held?.rank?.threshold ?? -1) >= asked.threshold;
}

async function messageOf(
  context: GraphQLContext,
  condition: StoryUnlockConditionRow,
): Promise<string> {
  const { t, language } = context;
  if (condition.kind === 'PERIOD')
    return t('errors.storyUnlock.PERIOD', {
      date: condition.opensAt ? openingTime(condition.opensAt, language) : '',
    });
  if (condition.kind === 'VIEW_PASS') {
    const item = condition.viewPassItemId
      ? await context.loaders.store.itemById.load(condition.viewPassItemId)
      : null;
    return t('errors.storyUnlock.VIEW_PASS', { item: item ? localized(item.name, language) : '' });
  }
  const season = await context.loaders.supporterRank.currentSeason();
  const rank = season?.ranks.find((candidate) => candidate.key === condition.supporterRankKey);
  return t('errors.storyUnlock.SUPPORTER_RANK', {
    rank: rank ? localized(rank.name, language) : (condition.supporterRankKey ?? ''),
  });
}

/** Null when the viewer may read the chapter; else the typed error saying why and how. */
export async function lockOf(
  context: GraphQLContext,
  chapter: StoryChapterRow,
  now = new Date(),
): Promise<StoryUnlockConditionErrorResult | null> {
  const condition = conditionOf(chapter);
  if (!condition || (await meets(context, condition, now))) return null;
  const signedOut = !(await context.loaders.community.viewerUser());
  return {
    __typename: 'StoryUnlockConditionError',
    message: await messageOf(context, condition),
    unlockReason: condition.kind,
    condition,
    requiresMember: condition.kind !== 'PERIOD' && signedOut,
  };
}

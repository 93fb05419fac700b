// Checking an operator's home section: each kind takes only its own fields (a stray field of
// another kind is refused, so a typo never leaves a section silently different from what
// was asked), texts in both languages through moderation, links safe, a topic of this garden.
import { safeHref } from '../../common/pageBlocks';
import type { HomeSectionInput } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { checkLocalizedText } from '../graphql/localizedText';
import { dbIdOf } from '../graphql/globalId';
import { invalidInput, notFound } from '../graphql/typedErrors';
import { isAddress, sitePath } from '../pages/pageContent';
import type { HomeSectionConfig, StoredNavigationLink } from './tables';

export const MAX_SECTION_TITLE_LENGTH = 40;
const MAX_DESCRIPTION_LENGTH = 200;
const MAX_LINK_LABEL_LENGTH = 20;
export const MAX_LINKS = 8;
export const MAX_SECTION_COUNT = 12;
const DEFAULT_COUNT = 6;

/** The fields each kind may set, beyond kind, titles and the window. */
const FIELDS_OF_KIND: Record<HomeSectionInput['kind'], readonly (keyof HomeSectionInput)[]> = {
  BANNER: ['bannerStyle', 'bannerSectionId', 'count'],
  CASUAL_GAME: ['descriptionJa', 'descriptionEn', 'imageUrl', 'href'],
  EVENT_CAROUSEL: ['count'],
  NAVIGATION: ['links'],
  POSTS: ['postLayout', 'postSource', 'topicId', 'count'],
  TOPIC: ['topicId'],
  USER_INFORMATION: [],
};
const KIND_FIELDS = new Set(Object.values(FIELDS_OF_KIND).flat());

export interface CheckedSection {
  kind: HomeSectionInput['kind'];
  title: { ja?: string; en?: string } | null;
  startsAt: Date | null;
  endsAt: Date | null;
  config: HomeSectionConfig;
}

function checkCount(context: GraphQLContext, count: number | null | undefined) {
  const value = count ?? DEFAULT_COUNT;
  return Number.isInteger(value) && value >= 1 && value <= MAX_SECTION_COUNT
    ? value
    : { error: invalidInput(context.t, 'count', 'INVALID_FORMAT', MAX_SECTION_COUNT) };
}

async function checkTopic(context: GraphQLContext, topicId: string | null | undefined) {
  if (!topicId) return { error: invalidInput(context.t, 'topicId', 'REQUIRED') };
  const id = dbIdOf(topicId, 'Topic');
  const topic = id === null ? null : await context.loaders.posts.topicById.load(id);
  return topic ? topic.id : { error: notFound(context.t) };
}

/** A refusal's counterpart: the config, typed as its kind's shape. */
const ok = (config: HomeSectionConfig) => ({ config });

async function checkConfig(context: GraphQLContext, input: HomeSectionInput) {
  const { t } = context;
  switch (input.kind) {
    case 'BANNER': {
      if (!input.bannerStyle) return { error: invalidInput(t, 'bannerStyle', 'REQUIRED') };
      const bannerSectionId = input.bannerSectionId ?? '';
      if (!isAddress(bannerSectionId))
        return { error: invalidInput(t, 'bannerSectionId', 'INVALID_FORMAT') };
      const count = checkCount(context, input.count);
      if (typeof count !== 'number') return count;
      return ok({ kind: 'BANNER', style: input.bannerStyle, bannerSectionId, count });
    }
    case 'CASUAL_GAME': {
      const description = await checkLocalizedText(t, context.db, {
        ja: { field: 'descriptionJa', value: input.descriptionJa ?? '' },
        en: { field: 'descriptionEn', value: input.descriptionEn ?? '' },
        max: MAX_DESCRIPTION_LENGTH,
        kind: 'body',
      });
      if ('error' in description) return description;
      const href = safeHref(input.href);
      if (!href)
        return { error: invalidInput(t, 'href', input.href ? 'INVALID_FORMAT' : 'REQUIRED') };
      const imageUrl = input.imageUrl == null ? null : sitePath(input.imageUrl);
      if (input.imageUrl != null && !imageUrl)
        return { error: invalidInput(t, 'imageUrl', 'INVALID_FORMAT') };
      return ok({ kind: 'CASUAL_GAME', description: description.text, imageUrl, href });
    }
    case 'EVENT_CAROUSEL': {
      const count = checkCount(context, input.count);
      if (typeof count !== 'number') return count;
      return ok({ kind: 'EVENT_CAROUSEL', count });
    }
    case 'NAVIGATION': {
      const links = input.links ?? [];
      if (links.length === 0 || links.length > MAX_LINKS)
        return { error: invalidInput(t, 'links', 'INVALID_FORMAT', MAX_LINKS) };
      const checked: StoredNavigationLink[] = [];
      for (const link of links) {
        const label = await checkLocalizedText(t, context.db, {
          ja: { field: 'labelJa', value: link.labelJa },
          en: { field: 'labelEn', value: link.labelEn },
          max: MAX_LINK_LABEL_LENGTH,
          kind: 'name',
        });
        if ('error' in label) return label;
        const href = safeHref(link.href);
        if (!href) return { error: invalidInput(t, 'href', 'INVALID_FORMAT') };
        checked.push({ label: label.text, href });
      }
      return ok({ kind: 'NAVIGATION', links: checked });
    }
    case 'POSTS': {
      if (!input.postLayout) return { error: invalidInput(t, 'postLayout', 'REQUIRED') };
      if (!input.postSource) return { error: invalidInput(t, 'postSource', 'REQUIRED') };
      const count = checkCount(context, input.count);
      if (typeof count !== 'number') return count;
      let topicId: number | null = null;
      if (input.postSource === 'TOPIC') {
        const topic = await checkTopic(context, input.topicId);
        if (typeof topic !== 'number') return topic;
        topicId = topic;
      } else if (input.topicId != null) {
        return { error: invalidInput(t, 'topicId', 'INVALID_FORMAT') };
      }
      const config = { layout: input.postLayout, source: input.postSource, topicId, count };
      return ok({ kind: 'POSTS', ...config });
    }
    case 'TOPIC': {
      const topic = await checkTopic(context, input.topicId);
      if (typeof topic !== 'number') return topic;
      return ok({ kind: 'TOPIC', topicId: topic });
    }
    case 'USER_INFORMATION':
      return ok({ kind: 'USER_INFORMATION' });
  }
}

export async function checkSection(context: GraphQLContext, input: HomeSectionInput) {
  const { t } = context;
  const allowed = new Set<string>(FIELDS_OF_KIND[input.kind]);
  for (const field of KIND_FIELDS)
    if (input[field] != null && !allowed.has(field))
      return { error: invalidInput(t, field, 'INVALID_FORMAT') };
  let title: CheckedSection['title'] = null;
  if (input.titleJa != null || input.titleEn != null) {
    const checked = await checkLocalizedText(t, context.db, {
      ja: { field: 'titleJa', value: input.titleJa ?? '' },
      en: { field: 'titleEn', value: input.titleEn ?? '' },
      max: MAX_SECTION_TITLE_LENGTH,
      kind: 'name',
    });
    if ('error' in checked) return checked;
    title = checked.text;
  }
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && startsAt && endsAt <= startsAt)
    return { error: invalidInput(t, 'endsAt', 'INVALID_FORMAT') };
  const config = await checkConfig(context, input);
  if ('error' in config) return config;
  const section: CheckedSection = { kind: input.kind, title, startsAt, endsAt, ...config };
  return { section };
}

// Operators publish news articles and add events to the official schedule. Role-guarded
// first, then every text checked in both languages, then written once per clientMutationId.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { runIdempotently } from '../db/idempotency';
import { checkLocalizedText } from '../graphql/localizedText';
import { scheduleOfficialSchedulePushes } from '../notifications/officialSchedulePush';
import { clientMutationIdReused, invalidInput, resolveResultType } from '../graphql/typedErrors';
import { informationArticles, officialSchedules } from './tables';

const MAX_TITLE_LENGTH = 80;
const MAX_ARTICLE_LENGTH = 5000;
const MAX_DESCRIPTION_LENGTH = 2000;
const MAX_PLACE_LENGTH = 80;
/** An event lasts at most a month (a pop-up shop, an exhibition). */
const MAX_EVENT_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Paragraphs are separated by blank lines. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

export const informationAdministrationResolvers: Resolvers = {
  Mutation: {
    publishInformationArticle: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const title = await checkLocalizedText(t, db, {
        ja: { field: 'titleJa', value: input.titleJa },
        en: { field: 'titleEn', value: input.titleEn },
        max: MAX_TITLE_LENGTH,
        kind: 'name',
      });
      if ('error' in title) return title.error;
      const body = await checkLocalizedText(t, db, {
        ja: { field: 'bodyJa', value: input.bodyJa },
        en: { field: 'bodyEn', value: input.bodyEn },
        max: MAX_ARTICLE_LENGTH,
        kind: 'body',
      });
      if ('error' in body) return body.error;
      const result = await runIdempotently<never>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'publishInformationArticle',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const now = new Date();
          const [row] = await tx
            .insert(informationArticles, {
              category: input.category,
              title: title.text,
              body: { ja: paragraphsOf(body.text.ja!), en: paragraphsOf(body.text.en!) },
              pinnedAt: input.isPinned ? now : null,
              publishedAt: input.publishAt ? new Date(input.publishAt) : now,
            })
            .returning();
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      // Read without the published filter: a scheduled article is shown to its operator.
      const [article] = await db.select(
        informationArticles,
        eq(informationArticles.id, Number(result.resultRef)),
      );
      return {
        __typename: 'PublishInformationArticlePayload',
        clientMutationId: input.clientMutationId,
        article,
      };
    },
    createOfficialSchedule: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const title = await checkLocalizedText(t, db, {
        ja: { field: 'titleJa', value: input.titleJa },
        en: { field: 'titleEn', value: input.titleEn },
        max: MAX_TITLE_LENGTH,
        kind: 'name',
      });
      if ('error' in title) return title.error;
      const description = await checkLocalizedText(t, db, {
        ja: { field: 'descriptionJa', value: input.descriptionJa },
        en: { field: 'descriptionEn', value: input.descriptionEn },
        max: MAX_DESCRIPTION_LENGTH,
        kind: 'body',
      });
      if ('error' in description) return description.error;
      const [startsAt, endsAt] = [new Date(input.startsAt), new Date(input.endsAt)];
      if (
        endsAt.getTime() <= startsAt.getTime() ||
        endsAt.getTime() - startsAt.getTime() > MAX_EVENT_DAYS * DAY_MS
      )
        return invalidInput(t, 'endsAt', 'INVALID_FORMAT');
      let place = null;
      if (input.placeJa != null || input.placeEn != null) {
        const checked = await checkLocalizedText(t, db, {
          ja: { field: 'placeJa', value: input.placeJa ?? '' },
          en: { field: 'placeEn', value: input.placeEn ?? '' },
          max: MAX_PLACE_LENGTH,
          kind: 'name',
        });
        if ('error' in checked) return checked.error;
        place = checked.text;
      }
      if (input.streamUrl != null && !isHttpsUrl(input.streamUrl))
        return invalidInput(t, 'streamUrl', 'INVALID_FORMAT');
      const result = await runIdempotently<never>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'createOfficialSchedule',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [row] = await tx
            .insert(officialSchedules, {
              title: title.text,
              description: description.text,
              startsAt,
              endsAt,
              place,
              streamUrl: input.streamUrl ?? null,
            })
            .returning({ id: officialSchedules.id });
          await scheduleOfficialSchedulePushes(tx, { id: row.id, startsAt });
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const officialSchedule = await context.loaders.information.officialScheduleById.load(
        Number(result.resultRef),
      );
      if (!officialSchedule) throw new Error('A created schedule could not be read back');
      return {
        __typename: 'CreateOfficialSchedulePayload',
        clientMutationId: input.clientMutationId,
        officialSchedule,
      };
    },
  },
  PublishInformationArticleResult: { __resolveType: resolveResultType },
  CreateOfficialScheduleResult: { __resolveType: resolveResultType },
};

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:' && value.length <= 500;
  } catch {
    return false;
  }
}

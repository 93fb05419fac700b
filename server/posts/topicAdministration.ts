// Operator mutations of the posts feature: topic categories, topics, and pinning official
// posts to the top of their topic. Each is role-guarded first (errors as data), then
// checked, then written once per clientMutationId.
import { eq } from 'drizzle-orm';
import { MAX_TOPIC_DESCRIPTION_LENGTH, MAX_TOPIC_NAME_LENGTH } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
} from '../graphql/typedErrors';
import { findVisiblePost, reloadPost } from './findPost';
import { posts, topicCategories, topics } from './tables';
import { checkLocalizedText } from '../graphql/localizedText';

export const topicAdministrationResolvers: Resolvers = {
  Mutation: {
    createTopicCategory: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const name = await checkLocalizedText(t, db, {
        ja: { field: 'nameJa', value: input.nameJa },
        en: { field: 'nameEn', value: input.nameEn },
        max: MAX_TOPIC_NAME_LENGTH,
        kind: 'name',
      });
      if ('error' in name) return name.error;
      const result = await runIdempotently<never>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'createTopicCategory',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const position = await tx.count(topicCategories);
          const [row] = await tx
            .insert(topicCategories, { name: name.text, position })
            .returning({ id: topicCategories.id });
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const topicCategory = await context.loaders.posts.topicCategoryById.load(
        Number(result.resultRef),
      );
      if (!topicCategory) throw new Error('A created topic category could not be read back');
      return {
        __typename: 'CreateTopicCategoryPayload',
        clientMutationId: input.clientMutationId,
        topicCategory,
      };
    },
    createTopic: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      let categoryId: number | null = null;
      if (input.categoryId != null) {
        categoryId = dbIdOf(input.categoryId, 'TopicCategory');
        if (
          categoryId === null ||
          !(await context.loaders.posts.topicCategoryById.load(categoryId))
        )
          return notFound(t);
      }
      const name = await checkLocalizedText(t, db, {
        ja: { field: 'nameJa', value: input.nameJa },
        en: { field: 'nameEn', value: input.nameEn },
        max: MAX_TOPIC_NAME_LENGTH,
        kind: 'name',
      });
      if ('error' in name) return name.error;
      const description = await checkLocalizedText(t, db, {
        ja: { field: 'descriptionJa', value: input.descriptionJa },
        en: { field: 'descriptionEn', value: input.descriptionEn },
        max: MAX_TOPIC_DESCRIPTION_LENGTH,
        kind: 'body',
      });
      if ('error' in description) return description.error;
      const result = await runIdempotently<never>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'createTopic',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const position = await tx.count(topics);
          const [row] = await tx
            .insert(topics, {
              categoryId,
              name: name.text,
              description: description.text,
              position,
            })
            .returning({ id: topics.id });
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const topic = await context.loaders.posts.topicById.load(Number(result.resultRef));
      if (!topic) throw new Error('A created topic could not be read back');
      return { __typename: 'CreateTopicPayload', clientMutationId: input.clientMutationId, topic };
    },
    pinPost: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const post = await findVisiblePost(context, input.postId);
      if (!post) return notFound(t);
      // Only the official account's posts stand above fans' in a topic.
      if (!post.isOfficial || post.topicId === null)
        return invalidInput(t, 'postId', 'INVALID_FORMAT');
      const result = await runIdempotently<never>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'pinPost',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.update(
            posts,
            { pinnedAt: input.pinned ? new Date() : null },
            eq(posts.id, post.id),
          );
          return { done: true, resultRef: String(post.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'PinPostPayload',
        clientMutationId: input.clientMutationId,
        post: await reloadPost(context, Number(result.resultRef)),
      };
    },
  },
  CreateTopicCategoryResult: { __resolveType: resolveResultType },
  CreateTopicResult: { __resolveType: resolveResultType },
  PinPostResult: { __resolveType: resolveResultType },
};

// The mock of the posts feature (server/posts): the timelines, trend, topics and a post's
// comments over the MockStore, with the server's rules: members-only posts only for members, likes
// up to MAX_LIKES_PER_FAN per fan, idempotent mutations and the same typed errors.
import type { Ref } from '@graphql-tools/mock';
import {
  MAX_COMMENT_LENGTH,
  MAX_COMMENTS_PER_PAGE,
  MAX_LIKES_PER_FAN,
  MAX_POST_IMAGES,
  MAX_POST_LENGTH,
  MAX_POSTS_PER_PAGE,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_TOPICS_PER_PAGE,
} from '../common/limits';
import { foldForSearch } from '../common/searchText';
import { GraphQLError } from 'graphql';
import { filter, pipe } from 'graphql-yoga';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  buildTextModerationError,
  mockCursor,
  mockGlobalId,
  shouldSignUp,
} from './gardenBuilders';
import { gardenBannedWords, gardenFans, gardenTopics, type MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import type { MockGarden } from './mockGarden';
import type { MockPubSub } from './mockServerResolvers';
import { paginate, type PageArgs } from './mockPagination';
import {
  buildAlreadyMaxLikeCountError,
  buildPost,
  buildPostComment,
  buildPostDraft,
  buildPostImage,
  buildTopic,
  buildTopicCategory,
  isOfficialPostIndex,
} from './postsBuilders';

/** Seeded posts: a few pages of the timeline. */
const SEEDED_POSTS = 45;
const TOPIC_CATEGORY_OF_TOPIC = [1, 1, 2, 3];

const payloadBuilder = (index: number) => ({ clientMutationId: `mock-client-mutation-${index}` });

function typed<T extends object>(typename: string, fields: T) {
  return { __typename: typename, ...fields };
}

/** Trimmed, counted in code points, then moderated: the server's text rules. */
function textRefusal(language: MockLocale, trimmed: string, max: number) {
  const length = [...trimmed].length;
  if (length === 0)
    return typed('InvalidInputError', buildInvalidInputError(language, 'body', 'REQUIRED', 1));
  if (length > max)
    return typed('InvalidInputError', buildInvalidInputError(language, 'body', 'TOO_LONG', max));
  const normalised = trimmed.normalize('NFKC').toLowerCase();
  if (gardenBannedWords.some((word) => normalised.includes(word.normalize('NFKC').toLowerCase())))
    return typed('TextModerationError', buildTextModerationError(language, 'body'));
  return null;
}

/**
 * The images a mutation names: the mock server has no upload endpoint, so no upload id
 * names an image here (as for avatars); more than 4 is refused first, as on the server.
 */
function imagesRefusal(language: MockLocale, images: readonly unknown[] | null | undefined) {
  const count = images?.length ?? 0;
  if (count > MAX_POST_IMAGES)
    return typed('InvalidInputError', {
      message: errorMessage(language, 'errors.upload.tooManyImages', { limit: MAX_POST_IMAGES }),
      field: 'images',
      reason: 'TOO_LONG',
      limit: MAX_POST_IMAGES,
    });
  if (count > 0)
    return typed('NotFoundError', { message: errorMessage(language, 'errors.upload.notFound') });
  return null;
}

interface DraftInput {
  clientMutationId: string;
  draftId?: string | null;
  body: string;
  visibility: string;
  topicId?: string | null;
  images?: unknown[] | null;
}

type TimelinePreference =
  'showOfficialPosts' | 'showFollowedPosts' | 'showOwnPosts' | 'showTopicPosts';

interface PostState {
  authorKey: string;
  topicKey: string | null;
  pinned: boolean;
  /** Likes by fan key. */
  likes: Map<string, number>;
  commentKeys: string[];
}

function createPostsResolvers(
  garden: MockGarden,
  pubSub: MockPubSub,
): ReturnType<NonNullable<MockFeature['resolvers']>> {
  const { store } = garden;
  /** Newest first. */
  const postKeys: string[] = [];
  const posts = new Map<string, PostState>();
  const topicKeys = gardenTopics.map((_topic, index) => mockGlobalId('Topic', index + 1));
  const categoryKeys = [1, 2, 3].map((index) => mockGlobalId('TopicCategory', index));
  let postCount = 0;
  let commentCount = 0;
  let draftCount = 0;
  /** Each seeded post with pictures: which of the demo garden's images, in order. */
  const postImages = new Map<string, number[]>();
  /** Drafts by their author's user key, newest first; a draft's topic by its key. */
  const draftsByAuthor = new Map<string, string[]>();
  const draftTopics = new Map<string, string | null>();

  categoryKeys.forEach((key, offset) =>
    store.set('TopicCategory', key, buildTopicCategory('ja', offset + 1)),
  );
  topicKeys.forEach((key, offset) =>
    store.set('Topic', key, {
      ...buildTopic('ja', offset + 1),
      category: garden.ref('TopicCategory', categoryKeys[TOPIC_CATEGORY_OF_TOPIC[offset] - 1]),
    }),
  );

  const fanKeys = gardenFans.map((_fan, index) => mockGlobalId('User', index + 1));
  for (let index = 1; index <= SEEDED_POSTS; index += 1) {
    postCount = index;
    const fan = (index - 1) % fanKeys.length;
    const language = gardenFans[fan].writes;
    const key = mockGlobalId('Post', index);
    const official = isOfficialPostIndex(index);
    store.set('Post', key, {
      ...buildPost(language, index),
      likeCount: 0,
      commentCount: 0,
      author: garden.ref('User', fanKeys[official ? 0 : fan]),
    });
    postKeys.push(key);
    // Every third fan's post has pictures: one, two, … up to four.
    if (!official && index % 3 === 2) {
      const count = (((index - 2) / 3) % 4) + 1;
      postImages.set(
        key,
        Array.from({ length: count }, (_, n) => index + n),
      );
    }
    const topicKey = topicKeys[index % (topicKeys.length + 1)] ?? null;
    const likes = new Map<string, number>();
    likes.set(fanKeys[(fan + 1) % fanKeys.length], (index % 10) + 1);
    store.set('Post', key, 'likeCount', (index % 10) + 1);
    posts.set(key, {
      authorKey: fanKeys[fan],
      topicKey,
      pinned: official && index < 12,
      likes,
      commentKeys: [],
    });
  }

  const viewerKey = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const ownDraft = (id: string | null | undefined, context: MockContext) => {
    const viewer = viewerKey(context);
    return id && viewer && draftsByAuthor.get(viewer)?.includes(id) ? id : null;
  };
  const visible = (key: string, context: MockContext) =>
    posts.has(key) &&
    (viewerKey(context) !== null || store.get('Post', key, 'visibility') === 'PUBLIC');
  const keyOf = (parent: Ref) => parent.$ref.key;

  const postPage = (keys: string[], args: PageArgs, context: MockContext) => {
    const page = paginate(
      keys.filter((key) => visible(key, context)),
      (key) => mockCursor('Post', key),
      args,
      { locale: context.language, max: MAX_POSTS_PER_PAGE, defaultPage: { first: 20 } },
    );
    return {
      ...page,
      edges: page.edges.map((edge) => ({ ...edge, node: garden.ref('Post', edge.node) })),
    };
  };
  const listPage = (typeName: string, keys: string[], args: PageArgs, context: MockContext) => {
    const page = paginate(keys, (key) => mockCursor(typeName, key), args, {
      locale: context.language,
      max: MAX_TOPICS_PER_PAGE,
      defaultPage: { first: 20 },
    });
    return {
      ...page,
      edges: page.edges.map((edge) => ({ ...edge, node: garden.ref(typeName, edge.node) })),
    };
  };
  const topicPostKeys = (topicKey: string, pinned: boolean) =>
    postKeys.filter(
      (key) => posts.get(key)?.topicKey === topicKey && posts.get(key)?.pinned === pinned,
    );
  const topicOf = (parent: Ref, context: MockContext) =>
    buildTopic(context.language, topicKeys.indexOf(keyOf(parent)) + 1);
  const categoryOf = (parent: Ref, context: MockContext) =>
    buildTopicCategory(context.language, categoryKeys.indexOf(keyOf(parent)) + 1);

  /** The post a mutation names, when the viewer may see it. */
  const findPost = (id: string, context: MockContext) => (visible(id, context) ? id : null);
  const notFound = (language: MockLocale) => typed('NotFoundError', buildNotFoundError(language));
  const operatorRefusal = (context: MockContext) => {
    const viewer = viewerKey(context);
    if (!context.viewerUid || !viewer) return shouldSignUp(context.language);
    return store.get('User', viewer, 'role') === 'OPERATOR'
      ? null
      : typed('PermissionDeniedError', buildPermissionDeniedError(context.language));
  };

  /** Each member's timeline preferences (everything on until changed). */
  const timelinePreferences = new Map<string, Record<TimelinePreference, boolean>>();
  const timelinePreferencesOf = (viewer: string) =>
    timelinePreferences.get(viewer) ?? {
      showOfficialPosts: true,
      showFollowedPosts: true,
      showOwnPosts: true,
      showTopicPosts: true,
    };

  return {
    Viewer: {
      timelinePreferences: (_viewer: unknown, _args: unknown, context: MockContext) => {
        const viewer = viewerKey(context);
        return viewer ? timelinePreferencesOf(viewer) : null;
      },
    },
    Subscription: {
      // Members-only official posts reach members only, as on the server.
      officialPostAdded: {
        subscribe: (_root: unknown, _args: unknown, context: MockContext) =>
          pipe(
            pubSub.subscribe('officialPostAdded'),
            filter((event: { post: Ref }) => visible(keyOf(event.post), context)),
          ),
        resolve: (event: { post: Ref }) => event,
      },
    },
    Community: {
      timeline: (_parent, args: PageArgs, context: MockContext) =>
        postPage(postKeys, args, context),
      // The mock's fans follow everyone: a member's home timeline is the whole garden; a
      // visitor's holds the official posts, as on the server.
      homeTimeline: (_parent, args: PageArgs, context: MockContext) => {
        const viewer = viewerKey(context);
        const official = (key: string) => store.get('Post', key, 'isOfficial') === true;
        if (!viewer) return postPage(postKeys.filter(official), args, context);
        // The mock's members see every fan (no follows): "followed" stands for other fans.
        const chosen = timelinePreferencesOf(viewer);
        const shown = postKeys.filter((key) => {
          const post = posts.get(key);
          const own = post?.authorKey === viewer;
          const source = official(key)
            ? chosen.showOfficialPosts
            : own
              ? chosen.showOwnPosts
              : chosen.showFollowedPosts;
          return source && (chosen.showTopicPosts || !post?.topicKey);
        });
        return postPage(shown, args, context);
      },
      // Most liked first: the server's decay by age is left out of the mock.
      trend: (_parent, args: PageArgs, context: MockContext) =>
        postPage(
          [...postKeys].sort(
            (a, b) =>
              (store.get('Post', b, 'likeCount') as number) -
              (store.get('Post', a, 'likeCount') as number),
          ),
          args,
          context,
        ),
      searchPosts: (_parent, args: PageArgs & { query: string }, context: MockContext) => {
        if ([...args.query].length > MAX_SEARCH_QUERY_LENGTH) {
          throw new GraphQLError(
            errorMessage(context.language, 'errors.invalidInput.tooLong', {
              field: errorMessage(context.language, 'errors.field.input'),
              limit: MAX_SEARCH_QUERY_LENGTH,
            }),
            { extensions: { code: 'BAD_USER_INPUT' } },
          );
        }
        const needle = foldForSearch(args.query.trim());
        const found = needle
          ? postKeys.filter((key) =>
              foldForSearch(store.get('Post', key, 'body') as string).includes(needle),
            )
          : [];
        return postPage(found, args, context);
      },
      topics: (_parent, args: PageArgs, context: MockContext) =>
        listPage('Topic', topicKeys, args, context),
      postDrafts: (_parent, args: PageArgs, context: MockContext) => {
        const viewer = viewerKey(context);
        const page = paginate(
          viewer ? (draftsByAuthor.get(viewer) ?? []) : [],
          (key) => mockCursor('PostDraft', key),
          args,
          { locale: context.language, max: MAX_POSTS_PER_PAGE, defaultPage: { first: 20 } },
        );
        return {
          ...page,
          edges: page.edges.map((edge) => ({ ...edge, node: garden.ref('PostDraft', edge.node) })),
        };
      },
      topicCategories: (_parent, args: PageArgs, context: MockContext) =>
        listPage('TopicCategory', categoryKeys, args, context),
    },
    TopicCategory: {
      name: (parent: Ref, _args, context: MockContext) => categoryOf(parent, context).name,
      topics: (parent: Ref, args: PageArgs, context: MockContext) =>
        listPage(
          'Topic',
          topicKeys.filter(
            (_key, offset) => categoryKeys[TOPIC_CATEGORY_OF_TOPIC[offset] - 1] === keyOf(parent),
          ),
          args,
          context,
        ),
    },
    Topic: {
      name: (parent: Ref, _args, context: MockContext) => topicOf(parent, context).name,
      description: (parent: Ref, _args, context: MockContext) =>
        topicOf(parent, context).description,
      postCount: (parent: Ref, _args, context: MockContext) =>
        postKeys.filter(
          (key) => posts.get(key)?.topicKey === keyOf(parent) && visible(key, context),
        ).length,
      pinnedPosts: (parent: Ref, _args, context: MockContext) =>
        topicPostKeys(keyOf(parent), true)
          .filter((key) => visible(key, context))
          .slice(0, 3)
          .map((key) => garden.ref('Post', key)),
      posts: (parent: Ref, args: PageArgs, context: MockContext) =>
        postPage(topicPostKeys(keyOf(parent), false), args, context),
    },
    PostDraft: {
      topic: (parent: Ref) => {
        const topicKey = draftTopics.get(keyOf(parent));
        return topicKey ? garden.ref('Topic', topicKey) : null;
      },
      // Drafts hold no images in the mock: it has no upload endpoint.
      images: () => [],
    },
    Post: {
      images: (parent: Ref, _args, context: MockContext) =>
        (postImages.get(keyOf(parent)) ?? []).map((index) =>
          buildPostImage(context.language, index),
        ),
      topic: (parent: Ref) => {
        const topicKey = posts.get(keyOf(parent))?.topicKey;
        return topicKey ? garden.ref('Topic', topicKey) : null;
      },
      viewerLikeCount: (parent: Ref, _args, context: MockContext) =>
        posts.get(keyOf(parent))?.likes.get(viewerKey(context) ?? '') ?? 0,
      viewerIsAuthor: (parent: Ref, _args, context: MockContext) =>
        posts.get(keyOf(parent))?.authorKey === viewerKey(context),
      viewerCanDelete: (parent: Ref, _args, context: MockContext) =>
        posts.get(keyOf(parent))?.authorKey === viewerKey(context),
      comments: (parent: Ref, args: PageArgs, context: MockContext) => {
        const page = paginate(
          posts.get(keyOf(parent))?.commentKeys ?? [],
          (key) => mockCursor('PostComment', key),
          args,
          { locale: context.language, max: MAX_COMMENTS_PER_PAGE, defaultPage: { first: 20 } },
        );
        return {
          ...page,
          edges: page.edges.map((edge) => ({
            ...edge,
            node: garden.ref('PostComment', edge.node),
          })),
        };
      },
    },
    PostComment: {
      viewerIsAuthor: (parent: Ref, _args, context: MockContext) =>
        (store.get(parent, 'author') as Ref).$ref.key === viewerKey(context),
    },
    Mutation: {
      setTimelinePreferences: (
        _root,
        { input }: { input: Record<TimelinePreference, boolean> & { clientMutationId: string } },
        context: MockContext,
      ) => {
        const viewer = viewerKey(context);
        if (!context.viewerUid || !viewer) return shouldSignUp(context.language);
        timelinePreferences.set(viewer, {
          showOfficialPosts: input.showOfficialPosts,
          showFollowedPosts: input.showFollowedPosts,
          showOwnPosts: input.showOwnPosts,
          showTopicPosts: input.showTopicPosts,
        });
        return {
          __typename: 'SetTimelinePreferencesPayload',
          clientMutationId: input.clientMutationId,
          viewer: {},
        };
      },
      // Operators' actions: the mock checks the role and answers with what it has.
      createTopicCategory: (
        _root,
        { input }: { input: { clientMutationId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ?? {
          __typename: 'CreateTopicCategoryPayload',
          clientMutationId: input.clientMutationId,
          topicCategory: garden.ref('TopicCategory', categoryKeys[0]),
        },
      createTopic: (
        _root,
        { input }: { input: { clientMutationId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ?? {
          __typename: 'CreateTopicPayload',
          clientMutationId: input.clientMutationId,
          topic: garden.ref('Topic', topicKeys[0]),
        },
      pinPost: (
        _root,
        { input }: { input: { clientMutationId: string; postId: string; pinned: boolean } },
        context: MockContext,
      ) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const state = posts.get(input.postId);
        if (!state) return notFound(context.language);
        state.pinned = input.pinned;
        return {
          __typename: 'PinPostPayload',
          clientMutationId: input.clientMutationId,
          post: garden.ref('Post', input.postId),
        };
      },
      createPost: (
        _root,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            body: string;
            visibility: string;
            topicId?: string | null;
            images?: unknown[] | null;
          };
        },
        context: MockContext,
      ) => {
        const author = viewerKey(context);
        if (!context.viewerUid || !author) return shouldSignUp(context.language);
        if (input.topicId && !topicKeys.includes(input.topicId)) return notFound(context.language);
        const body = input.body.trim();
        const refusal =
          textRefusal(context.language, body, MAX_POST_LENGTH) ??
          imagesRefusal(context.language, input.images);
        if (refusal) return refusal;
        const key = garden.once(context.viewerUid, 'createPost', input.clientMutationId, () => {
          postCount += 1;
          const created = mockGlobalId('Post', postCount + 1000);
          store.set('Post', created, {
            id: created,
            body,
            createdAt: new Date().toISOString(),
            visibility: input.visibility,
            isOfficial: store.get('User', author, 'role') === 'OFFICIAL',
            editedAt: null,
            likeCount: 0,
            commentCount: 0,
            maxLikesPerFan: MAX_LIKES_PER_FAN,
            author: garden.ref('User', author),
          });
          postKeys.unshift(created);
          posts.set(created, {
            authorKey: author,
            topicKey: input.topicId ?? null,
            pinned: false,
            likes: new Map(),
            commentKeys: [],
          });
          if (store.get('Post', created, 'isOfficial') === true)
            pubSub.publish('officialPostAdded', { post: garden.ref('Post', created) });
          return created;
        });
        return {
          __typename: 'CreatePostPayload',
          clientMutationId: input.clientMutationId,
          postEdge: { cursor: mockCursor('Post', key), node: garden.ref('Post', key) },
        };
      },
      savePostDraft: (_root, { input }: { input: DraftInput }, context: MockContext) => {
        const author = viewerKey(context);
        if (!context.viewerUid || !author) return shouldSignUp(context.language);
        if (input.draftId != null && !ownDraft(input.draftId, context))
          return notFound(context.language);
        if (input.topicId && !topicKeys.includes(input.topicId)) return notFound(context.language);
        const body = input.body.trim();
        const refusal =
          (body ? textRefusal(context.language, body, MAX_POST_LENGTH) : null) ??
          imagesRefusal(context.language, input.images);
        if (refusal) return refusal;
        const key = garden.once(context.viewerUid, 'savePostDraft', input.clientMutationId, () => {
          const now = new Date().toISOString();
          let draft = input.draftId ?? null;
          if (!draft) {
            draftCount += 1;
            draft = mockGlobalId('PostDraft', draftCount + 1000);
            store.set('PostDraft', draft, { id: draft, createdAt: now });
            draftsByAuthor.set(author, [draft, ...(draftsByAuthor.get(author) ?? [])]);
          }
          store.set('PostDraft', draft, { body, visibility: input.visibility, updatedAt: now });
          draftTopics.set(draft, input.topicId ?? null);
          return draft;
        });
        return {
          __typename: 'SavePostDraftPayload',
          clientMutationId: input.clientMutationId,
          draftEdge: { cursor: mockCursor('PostDraft', key), node: garden.ref('PostDraft', key) },
        };
      },
      publishPostDraft: (
        _root,
        { input }: { input: { clientMutationId: string; draftId: string } },
        context: MockContext,
      ) => {
        const author = viewerKey(context);
        if (!context.viewerUid || !author) return shouldSignUp(context.language);
        const published = garden.once(
          context.viewerUid,
          'publishPostDraft',
          input.clientMutationId,
          () => {
            const draft = ownDraft(input.draftId, context);
            if (!draft) return { refusal: notFound(context.language) };
            const body = store.get('PostDraft', draft, 'body') as string;
            const refusal = textRefusal(context.language, body, MAX_POST_LENGTH);
            if (refusal) return { refusal };
            postCount += 1;
            const created = mockGlobalId('Post', postCount + 1000);
            store.set('Post', created, {
              id: created,
              body,
              createdAt: new Date().toISOString(),
              visibility: store.get('PostDraft', draft, 'visibility'),
              isOfficial: store.get('User', author, 'role') === 'OFFICIAL',
              likeCount: 0,
              commentCount: 0,
              maxLikesPerFan: MAX_LIKES_PER_FAN,
              author: garden.ref('User', author),
            });
            postKeys.unshift(created);
            posts.set(created, {
              authorKey: author,
              topicKey: draftTopics.get(draft) ?? null,
              pinned: false,
              likes: new Map(),
              commentKeys: [],
            });
            draftsByAuthor.set(
              author,
              (draftsByAuthor.get(author) ?? []).filter((key) => key !== draft),
            );
            return { post: created, draft };
          },
        );
        if ('refusal' in published) return published.refusal;
        return {
          __typename: 'PublishPostDraftPayload',
          clientMutationId: input.clientMutationId,
          deletedDraftId: published.draft,
          postEdge: {
            cursor: mockCursor('Post', published.post),
            node: garden.ref('Post', published.post),
          },
        };
      },
      deletePostDraft: (
        _root,
        { input }: { input: { clientMutationId: string; draftId: string } },
        context: MockContext,
      ) => {
        const author = viewerKey(context);
        if (!context.viewerUid || !author) return shouldSignUp(context.language);
        const deleted = garden.once(
          context.viewerUid,
          'deletePostDraft',
          input.clientMutationId,
          () => {
            const draft = ownDraft(input.draftId, context);
            if (!draft) return null;
            draftsByAuthor.set(
              author,
              (draftsByAuthor.get(author) ?? []).filter((key) => key !== draft),
            );
            return draft;
          },
        );
        if (!deleted) return notFound(context.language);
        return {
          __typename: 'DeletePostDraftPayload',
          clientMutationId: input.clientMutationId,
          deletedDraftId: deleted,
        };
      },
      editPost: (
        _root,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            postId: string;
            body: string;
            visibility: string;
            topicId?: string | null;
            images?: { uploadId: string }[] | null;
          };
        },
        context: MockContext,
      ) => {
        const viewer = viewerKey(context);
        if (!context.viewerUid || !viewer) return shouldSignUp(context.language);
        if (input.topicId && !topicKeys.includes(input.topicId)) return notFound(context.language);
        const held = postImages.get(input.postId) ?? [];
        const heldUploads = held.map((index) => buildPostImage('ja', index).uploadId);
        const images = input.images ?? [];
        const body = input.body.trim();
        // The post's own images may stay; anything else would be an upload, which the mock has not.
        const refusal =
          textRefusal(context.language, body, MAX_POST_LENGTH) ??
          imagesRefusal(
            context.language,
            images.length > MAX_POST_IMAGES
              ? images
              : images.filter((image) => !heldUploads.includes(image.uploadId)),
          );
        if (refusal) return refusal;
        const state = findPost(input.postId, context) ? posts.get(input.postId) : undefined;
        if (state && state.authorKey !== viewer)
          return ['OPERATOR', 'MODERATOR'].includes(store.get('User', viewer, 'role') as string)
            ? typed('PermissionDeniedError', buildPermissionDeniedError(context.language))
            : notFound(context.language);
        const edited = garden.once(context.viewerUid, 'editPost', input.clientMutationId, () => {
          if (!state) return null;
          store.set('Post', input.postId, {
            body,
            visibility: input.visibility,
            editedAt: new Date().toISOString(),
          });
          state.topicKey = input.topicId ?? null;
          postImages.set(
            input.postId,
            images.map((image) => held[heldUploads.indexOf(image.uploadId)]),
          );
          return input.postId;
        });
        if (!edited) return notFound(context.language);
        return {
          __typename: 'EditPostPayload',
          clientMutationId: input.clientMutationId,
          post: garden.ref('Post', edited),
        };
      },
      deletePost: (
        _root,
        { input }: { input: { clientMutationId: string; postId: string } },
        context: MockContext,
      ) => {
        const viewer = viewerKey(context);
        if (!context.viewerUid || !viewer) return shouldSignUp(context.language);
        const deleted = garden.once(context.viewerUid, 'deletePost', input.clientMutationId, () => {
          if (posts.get(input.postId)?.authorKey !== viewer) return null;
          posts.delete(input.postId);
          postKeys.splice(postKeys.indexOf(input.postId), 1);
          return input.postId;
        });
        if (!deleted) return notFound(context.language);
        return {
          __typename: 'DeletePostPayload',
          clientMutationId: input.clientMutationId,
          deletedPostId: deleted,
        };
      },
      likePost: (
        _root,
        { input }: { input: { clientMutationId: string; postId: string } },
        context: MockContext,
      ) => {
        const viewer = viewerKey(context);
        if (!context.viewerUid || !viewer) return shouldSignUp(context.language);
        const key = findPost(input.postId, context);
        if (!key) return notFound(context.language);
        const liked = garden.once(context.viewerUid, 'likePost', input.clientMutationId, () => {
          const state = posts.get(key)!;
          const mine = state.likes.get(viewer) ?? 0;
          if (mine >= MAX_LIKES_PER_FAN) return false;
          state.likes.set(viewer, mine + 1);
          store.set('Post', key, 'likeCount', (store.get('Post', key, 'likeCount') as number) + 1);
          return true;
        });
        if (!liked)
          return typed('AlreadyMaxLikeCountError', buildAlreadyMaxLikeCountError(context.language));
        return {
          __typename: 'LikePostPayload',
          clientMutationId: input.clientMutationId,
          post: garden.ref('Post', key),
        };
      },
      commentOnPost: (
        _root,
        { input }: { input: { clientMutationId: string; postId: string; body: string } },
        context: MockContext,
      ) => {
        const author = viewerKey(context);
        if (!context.viewerUid || !author) return shouldSignUp(context.language);
        const key = findPost(input.postId, context);
        if (!key) return notFound(context.language);
        const body = input.body.trim();
        const refusal = textRefusal(context.language, body, MAX_COMMENT_LENGTH);
        if (refusal) return refusal;
        const commentKey = garden.once(
          context.viewerUid,
          'commentOnPost',
          input.clientMutationId,
          () => {
            commentCount += 1;
            const created = mockGlobalId('PostComment', commentCount);
            store.set('PostComment', created, {
              ...buildPostComment(context.language, commentCount),
              id: created,
              body,
              createdAt: new Date().toISOString(),
              author: garden.ref('User', author),
              post: garden.ref('Post', key),
            });
            posts.get(key)!.commentKeys.push(created);
            store.set(
              'Post',
              key,
              'commentCount',
              (store.get('Post', key, 'commentCount') as number) + 1,
            );
            return created;
          },
        );
        return {
          __typename: 'CommentOnPostPayload',
          clientMutationId: input.clientMutationId,
          commentEdge: {
            cursor: mockCursor('PostComment', commentKey),
            node: garden.ref('PostComment', commentKey),
          },
          post: garden.ref('Post', key),
        };
      },
    },
  };
}

export const postsMock: MockFeature = {
  builders: (locale) => ({
    Post: (index) => buildPost(locale, index),
    PostComment: (index) => buildPostComment(locale, index),
    PostImage: (index) => buildPostImage(locale, index),
    PostDraft: (index) => buildPostDraft(locale, index),
    PostDraftEdge: (index) => ({ cursor: mockCursor('PostDraft', index) }),
    Topic: (index) => buildTopic(locale, index),
    TopicCategory: (index) => buildTopicCategory(locale, index),
    PostEdge: (index) => ({ cursor: mockCursor('Post', index) }),
    PostCommentEdge: (index) => ({ cursor: mockCursor('PostComment', index) }),
    TopicEdge: (index) => ({ cursor: mockCursor('Topic', index) }),
    TopicCategoryEdge: (index) => ({ cursor: mockCursor('TopicCategory', index) }),
    AlreadyMaxLikeCountError: () => buildAlreadyMaxLikeCountError(locale),
    CreatePostPayload: payloadBuilder,
    DeletePostPayload: payloadBuilder,
    EditPostPayload: payloadBuilder,
    LikePostPayload: payloadBuilder,
    CommentOnPostPayload: payloadBuilder,
    CreateTopicCategoryPayload: payloadBuilder,
    CreateTopicPayload: payloadBuilder,
    PinPostPayload: payloadBuilder,
    SavePostDraftPayload: payloadBuilder,
    PublishPostDraftPayload: payloadBuilder,
    DeletePostDraftPayload: payloadBuilder,
  }),
  resolvers: (garden, pubSub) => createPostsResolvers(garden, pubSub),
};

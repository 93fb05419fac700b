// Posts: the timeline as a connection newest first, posting with its typed errors and
// members-only visibility, likes up to the per-fan cap, comments, and topics.
import { expect } from 'vitest';
import { MAX_LIKES_PER_FAN, MAX_POSTS_PER_PAGE } from '../../common/limits';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const TIMELINE = /* GraphQL */ `
  query ContractTimeline($first: Int, $after: String) {
    community {
      timeline(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            body
            createdAt
            visibility
            isOfficial
            likeCount
            viewerLikeCount
            maxLikesPerFan
            commentCount
            viewerIsAuthor
            author {
              displayName
            }
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          endCursor
        }
      }
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation ContractCreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      __typename
      ... on CreatePostPayload {
        clientMutationId
        postEdge {
          node {
            id
            body
            visibility
            viewerIsAuthor
            viewerCanDelete
            likeCount
          }
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
        reason
        limit
      }
      ... on TextModerationError {
        field
      }
    }
  }
`;

const LIKE = /* GraphQL */ `
  mutation ContractLikePost($input: LikePostInput!) {
    likePost(input: $input) {
      __typename
      ... on LikePostPayload {
        post {
          id
          likeCount
          viewerLikeCount
        }
      }
      ... on AlreadyMaxLikeCountError {
        message
        maxLikeCount
      }
      ... on Error {
        message
      }
    }
  }
`;

const COMMENT = /* GraphQL */ `
  mutation ContractComment($input: CommentOnPostInput!) {
    commentOnPost(input: $input) {
      __typename
      ... on CommentOnPostPayload {
        commentEdge {
          node {
            body
            viewerIsAuthor
          }
        }
        post {
          commentCount
          comments(first: 10) {
            edges {
              node {
                body
              }
            }
          }
        }
      }
      ... on Error {
        message
      }
      ... on TextModerationError {
        field
      }
    }
  }
`;

const TOPICS = /* GraphQL */ `
  query ContractTopics {
    community {
      topicCategories(first: 10) {
        edges {
          node {
            name
            topics(first: 10) {
              edges {
                node {
                  id
                }
              }
            }
          }
        }
      }
      topics(first: 10) {
        edges {
          node {
            id
            name
            description
            postCount
            category {
              name
            }
            pinnedPosts {
              isOfficial
            }
            posts(first: 5) {
              edges {
                node {
                  id
                }
              }
            }
          }
        }
      }
    }
  }
`;

const SEARCH = /* GraphQL */ `
  query ContractSearch($query: String!, $first: Int) {
    community {
      searchPosts(query: $query, first: $first) {
        edges {
          node {
            id
            body
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;

type TimelineEdge = { cursor: string; node: { id: string; visibility: string; createdAt: string } };

async function createPost(
  server: Parameters<Parameters<typeof defineContract>[1][number]['run']>[0],
  fan: string,
  body: string,
  visibility: 'MEMBERS' | 'PUBLIC',
) {
  const result = await server.call(
    CREATE,
    { input: { clientMutationId: `${fan}-${body}`, body, visibility } },
    { as: fan, language: 'en' },
  );
  expect(result.data?.createPost.__typename, JSON.stringify(result)).toBe('CreatePostPayload');
  return result.data!.createPost.postEdge.node as { id: string };
}

const HOME_TIMELINE = /* GraphQL */ `
  query ContractHomeTimeline($first: Int) {
    community {
      homeTimeline(first: $first) {
        edges {
          node {
            isOfficial
            visibility
          }
        }
      }
    }
  }
`;

const TREND = /* GraphQL */ `
  query ContractTrend($first: Int) {
    community {
      trend(first: $first) {
        edges {
          node {
            visibility
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;

const IMAGES = /* GraphQL */ `
  query ContractPostImages {
    community {
      timeline(first: 50) {
        edges {
          node {
            images {
              uploadId
              url
              width
              height
              altText
            }
          }
        }
      }
    }
  }
`;

const SAVE_DRAFT = /* GraphQL */ `
  mutation ContractSavePostDraft($input: SavePostDraftInput!) {
    savePostDraft(input: $input) {
      __typename
      ... on SavePostDraftPayload {
        draftEdge {
          cursor
          node {
            id
            body
            visibility
            images {
              url
            }
          }
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
        reason
        limit
      }
    }
  }
`;

const PUBLISH_DRAFT = /* GraphQL */ `
  mutation ContractPublishPostDraft($input: PublishPostDraftInput!) {
    publishPostDraft(input: $input) {
      __typename
      ... on PublishPostDraftPayload {
        deletedDraftId
        postEdge {
          node {
            id
            body
            visibility
            viewerIsAuthor
          }
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
        reason
      }
    }
  }
`;

const DELETE_DRAFT = /* GraphQL */ `
  mutation ContractDeletePostDraft($input: DeletePostDraftInput!) {
    deletePostDraft(input: $input) {
      __typename
      ... on DeletePostDraftPayload {
        deletedDraftId
      }
      ... on Error {
        message
      }
    }
  }
`;

const DRAFTS = /* GraphQL */ `
  query ContractPostDrafts {
    community {
      postDrafts(first: 50) {
        edges {
          cursor
          node {
            id
            body
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;

const EDIT = /* GraphQL */ `
  mutation ContractEditPost($input: EditPostInput!) {
    editPost(input: $input) {
      __typename
      ... on EditPostPayload {
        clientMutationId
        post {
          id
          body
          visibility
          editedAt
          viewerIsAuthor
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const DRAFT_NODE = /* GraphQL */ `
  query ContractDraftNode($id: ID!) {
    node(id: $id) {
      id
    }
  }
`;

export default defineContract('posts', [
  {
    name: 'shows posts’ images with their size and alt text',
    async run(server) {
      const result = await server.call(IMAGES, {}, { language: 'en' });
      const images = (
        result.data?.community.timeline.edges as {
          node: {
            images: {
              uploadId: string;
              url: string;
              width: number;
              height: number;
              altText: string;
            }[];
          };
        }[]
      ).flatMap((edge) => edge.node.images);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.url).toMatch(/^\//);
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
        expect(typeof image.altText).toBe('string');
        expect(image.uploadId).toEqual(expect.any(String));
      }
    },
  },
  {
    name: 'refuses more than 4 images, and an upload id that names no upload of the viewer',
    async run(server) {
      await joinAs(server, 'contract-imager');
      const tooMany = await server.call(
        CREATE,
        {
          input: {
            clientMutationId: 'images-too-many',
            body: '写真いっぱい',
            visibility: 'PUBLIC',
            images: Array.from({ length: 5 }, (_, n) => ({
              uploadId: Buffer.from(`PostImageUpload:${n + 1}`).toString('base64'),
            })),
          },
        },
        { as: 'contract-imager', language: 'en' },
      );
      expect(tooMany.data?.createPost).toEqual({
        __typename: 'InvalidInputError',
        message: 'A post can have at most 4 images.',
        field: 'images',
        reason: 'TOO_LONG',
        limit: 4,
      });
      const unknown = await server.call(
        CREATE,
        {
          input: {
            clientMutationId: 'images-unknown',
            body: '写真',
            visibility: 'PUBLIC',
            images: [{ uploadId: Buffer.from('PostImageUpload:999999').toString('base64') }],
          },
        },
        { as: 'contract-imager', language: 'en' },
      );
      expect(unknown.data?.createPost).toEqual({
        __typename: 'NotFoundError',
        message: 'The uploaded image could not be found. Please choose it again.',
      });
    },
  },
  {
    name: 'keeps drafts to their author, publishes one as a new post, and deletes one',
    async run(server) {
      await joinAs(server, 'contract-drafter');
      await joinAs(server, 'contract-draft-peeker');
      const save = (clientMutationId: string, body: string, draftId?: string) =>
        server.call(
          SAVE_DRAFT,
          { input: { clientMutationId, body, visibility: 'PUBLIC', draftId: draftId ?? null } },
          { as: 'contract-drafter', language: 'en' },
        );
      const saved = await save('draft-1', 'あとで投稿する下書き');
      expect(saved.data?.savePostDraft).toMatchObject({
        __typename: 'SavePostDraftPayload',
        draftEdge: { node: { body: 'あとで投稿する下書き', visibility: 'PUBLIC', images: [] } },
      });
      const draftId = saved.data!.savePostDraft.draftEdge.node.id as string;
      const edited = await save('draft-2', '書き直した下書き', draftId);
      expect(edited.data?.savePostDraft.draftEdge.node).toMatchObject({
        id: draftId,
        body: '書き直した下書き',
      });
      const other = await save('draft-3', '');
      const otherId = other.data!.savePostDraft.draftEdge.node.id as string;

      const mine = await server.call(DRAFTS, {}, { as: 'contract-drafter' });
      const ids = mine.data?.community.postDrafts.edges.map(
        (edge: { node: { id: string } }) => edge.node.id,
      );
      expect(ids).toEqual([otherId, draftId]);
      for (const as of ['contract-draft-peeker', undefined]) {
        const theirs = await server.call(DRAFTS, {}, { as });
        expect(theirs.data?.community.postDrafts.edges).toEqual([]);
        expect((await server.call(DRAFT_NODE, { id: draftId }, { as })).data?.node).toBeNull();
      }
      const peek = await server.call(
        DELETE_DRAFT,
        { input: { clientMutationId: 'peek-delete', draftId } },
        { as: 'contract-draft-peeker' },
      );
      expect(peek.data?.deletePostDraft.__typename).toBe('NotFoundError');

      const empty = await server.call(
        PUBLISH_DRAFT,
        { input: { clientMutationId: 'publish-empty', draftId: otherId } },
        { as: 'contract-drafter' },
      );
      expect(empty.data?.publishPostDraft).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'body',
        reason: 'REQUIRED',
      });
      const published = await server.call(
        PUBLISH_DRAFT,
        { input: { clientMutationId: 'publish-1', draftId } },
        { as: 'contract-drafter' },
      );
      expect(published.data?.publishPostDraft).toMatchObject({
        __typename: 'PublishPostDraftPayload',
        deletedDraftId: draftId,
        postEdge: {
          node: { body: '書き直した下書き', visibility: 'PUBLIC', viewerIsAuthor: true },
        },
      });
      const timeline = await server.call(TIMELINE, { first: 1 });
      expect(timeline.data?.community.timeline.edges[0].node.id).toBe(
        published.data!.publishPostDraft.postEdge.node.id,
      );
      const deleted = await server.call(
        DELETE_DRAFT,
        { input: { clientMutationId: 'delete-1', draftId: otherId } },
        { as: 'contract-drafter' },
      );
      expect(deleted.data?.deletePostDraft).toEqual({
        __typename: 'DeletePostDraftPayload',
        deletedDraftId: otherId,
      });
      const left = await server.call(DRAFTS, {}, { as: 'contract-drafter' });
      expect(left.data?.community.postDrafts.edges).toEqual([]);
    },
  },
  {
    name: 'edits one’s own post once per clientMutationId, marks it edited, hides it when made members-only',
    async run(server) {
      await joinAs(server, 'contract-editor');
      await joinAs(server, 'contract-edit-peeker');
      const post = await createPost(server, 'contract-editor', 'before the edit', 'PUBLIC');
      const edit = (as: string, clientMutationId: string, body: string) =>
        server.call(
          EDIT,
          { input: { clientMutationId, postId: post.id, body, visibility: 'MEMBERS' } },
          { as, language: 'en' },
        );
      const edited = await edit('contract-editor', 'contract-edit-1', '  after the edit ');
      expect(edited.data?.editPost).toEqual({
        __typename: 'EditPostPayload',
        clientMutationId: 'contract-edit-1',
        post: {
          id: post.id,
          body: 'after the edit',
          visibility: 'MEMBERS',
          editedAt: expect.any(String) as string,
          viewerIsAuthor: true,
        },
      });
      // A retry answers the same and edits nothing more.
      expect((await edit('contract-editor', 'contract-edit-1', '  after the edit ')).data).toEqual(
        edited.data,
      );
      expect(
        (await edit('contract-edit-peeker', 'contract-edit-2', 'not mine')).data?.editPost
          .__typename,
      ).toBe('NotFoundError');
      expect((await edit('contract-editor', 'contract-edit-3', ' ')).data?.editPost).toMatchObject({
        __typename: 'InvalidInputError',
      });
      const visitorTimeline = await server.call(TIMELINE, { first: 20 }, { language: 'en' });
      const ids = (visitorTimeline.data?.community.timeline.edges as TimelineEdge[]).map(
        (edge) => edge.node.id,
      );
      expect(ids).not.toContain(post.id);
    },
  },
  {
    name: 'pages the timeline newest first (default 20) and refuses a page over 50',
    async run(server) {
      // More than one default page, whatever the garden held before.
      await joinAs(server, 'contract-post-pager');
      for (let n = 1; n <= 21; n += 1)
        await createPost(server, 'contract-post-pager', `page ${n}`, 'PUBLIC');
      const first = (await server.call(TIMELINE, {}, { language: 'en' })).data?.community.timeline;
      expect(first.edges).toHaveLength(20);
      expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
      const times = first.edges.map((edge: TimelineEdge) => Date.parse(edge.node.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(first.edges[0].node.maxLikesPerFan).toBe(MAX_LIKES_PER_FAN);
      const next = (await server.call(TIMELINE, { first: 5, after: first.pageInfo.endCursor })).data
        ?.community.timeline;
      expect(next.pageInfo.hasPreviousPage).toBe(true);
      const seen = new Set(first.edges.map((edge: TimelineEdge) => edge.node.id));
      expect(next.edges.some((edge: TimelineEdge) => seen.has(edge.node.id))).toBe(false);
      const tooMany = await server.call(TIMELINE, { first: MAX_POSTS_PER_PAGE + 1 });
      expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    },
  },
  {
    name: 'shows a members-only post to members only, and a visitor only public posts',
    async run(server) {
      await joinAs(server, 'contract-poster');
      const hidden = await createPost(server, 'contract-poster', 'for members 1', 'MEMBERS');
      const shown = await createPost(server, 'contract-poster', 'for everyone 1', 'PUBLIC');
      const visitor = (await server.call(TIMELINE, { first: 50 })).data?.community.timeline;
      const visitorIds = visitor.edges.map((edge: TimelineEdge) => edge.node.id);
      expect(visitor.edges.every((edge: TimelineEdge) => edge.node.visibility === 'PUBLIC')).toBe(
        true,
      );
      expect(visitorIds).toContain(shown.id);
      expect(visitorIds).not.toContain(hidden.id);
      const member = (await server.call(TIMELINE, { first: 2 }, { as: 'contract-poster' })).data
        ?.community.timeline;
      expect(member.edges.map((edge: TimelineEdge) => edge.node.id)).toEqual([shown.id, hidden.id]);
    },
  },
  {
    name: 'refuses posts with typed errors: signed out, empty, too long, a banned word',
    async run(server) {
      const send = (body: string, as?: string) =>
        server.call(
          CREATE,
          {
            input: { clientMutationId: `refused-${body.length}-${as}`, body, visibility: 'PUBLIC' },
          },
          { as, language: 'en' },
        );
      expect((await send('hello')).data?.createPost).toEqual({
        __typename: 'ShouldBeLoggedInOrSignedUpError',
        message: 'Please sign in and join the garden to do this.',
      });
      await joinAs(server, 'contract-refused');
      expect((await send('   ', 'contract-refused')).data?.createPost).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'body',
        reason: 'REQUIRED',
      });
      expect((await send('a'.repeat(2001), 'contract-refused')).data?.createPost).toMatchObject({
        __typename: 'InvalidInputError',
        reason: 'TOO_LONG',
        limit: 2000,
      });
      expect(
        (await send(`x ${server.fixtures.bannedWord} x`, 'contract-refused')).data?.createPost,
      ).toMatchObject({ __typename: 'TextModerationError', field: 'body' });
    },
  },
  {
    name: `likes a post up to ${MAX_LIKES_PER_FAN} times per fan, then AlreadyMaxLikeCountError`,
    async run(server) {
      await joinAs(server, 'contract-liker');
      const post = await createPost(server, 'contract-liker', 'like me please', 'PUBLIC');
      const like = (n: number | string) =>
        server.call(
          LIKE,
          { input: { clientMutationId: `like-${n}`, postId: post.id } },
          { as: 'contract-liker', language: 'en' },
        );
      for (let n = 1; n <= MAX_LIKES_PER_FAN; n += 1) {
        const result = await like(n);
        expect(result.data?.likePost.post).toEqual({
          id: post.id,
          likeCount: n,
          viewerLikeCount: n,
        });
      }
      // A retry of the last like answers the same, and adds nothing.
      expect((await like(MAX_LIKES_PER_FAN)).data?.likePost.post.likeCount).toBe(MAX_LIKES_PER_FAN);
      expect((await like('over')).data?.likePost).toEqual({
        __typename: 'AlreadyMaxLikeCountError',
        message: `You have already liked this post ${MAX_LIKES_PER_FAN} times, the most one fan can.`,
        maxLikeCount: MAX_LIKES_PER_FAN,
      });
      const visitor = await server.call(LIKE, {
        input: { clientMutationId: 'visitor-like', postId: post.id },
      });
      expect(visitor.data?.likePost.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
  {
    name: 'comments on a post, oldest first, and refuses a banned word',
    async run(server) {
      await joinAs(server, 'contract-commenter');
      const post = await createPost(server, 'contract-commenter', 'comment here', 'MEMBERS');
      const comment = (body: string) =>
        server.call(
          COMMENT,
          { input: { clientMutationId: `comment-${body}`, postId: post.id, body } },
          { as: 'contract-commenter', language: 'en' },
        );
      await comment('first!');
      const second = (await comment('  second  ')).data?.commentOnPost;
      expect(second.commentEdge.node).toEqual({ body: 'second', viewerIsAuthor: true });
      expect(second.post.commentCount).toBe(2);
      expect(
        second.post.comments.edges.map((edge: { node: { body: string } }) => edge.node.body),
      ).toEqual(['first!', 'second']);
      expect((await comment(server.fixtures.bannedWord)).data?.commentOnPost).toMatchObject({
        __typename: 'TextModerationError',
        field: 'body',
      });
    },
  },
  {
    name: 'searches posts by Japanese substrings, across kana and width, members-only for members',
    async run(server) {
      await joinAs(server, 'contract-searcher');
      const shown = await createPost(
        server,
        'contract-searcher',
        '今日もマリオネット推し活がんばる',
        'PUBLIC',
      );
      const hidden = await createPost(
        server,
        'contract-searcher',
        '会員だけのマリオネット話',
        'MEMBERS',
      );
      const ids = async (query: string, as?: string) =>
        (
          await server.call(SEARCH, { query, first: 50 }, { as })
        ).data?.community.searchPosts.edges.map(
          (edge: { node: { id: string } }) => edge.node.id,
        ) as string[];
      expect(await ids('推し活')).toContain(shown.id);
      expect(await ids('まりおねっと')).toContain(shown.id);
      expect(await ids('ﾏﾘｵﾈｯﾄ')).not.toContain(hidden.id);
      expect(await ids('ﾏﾘｵﾈｯﾄ', 'contract-searcher')).toEqual(
        expect.arrayContaining([shown.id, hidden.id]),
      );
      expect(await ids('  ')).toEqual([]);
      const long = await server.call(SEARCH, { query: 'あ'.repeat(101) });
      expect(long.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    },
  },
  {
    name: 'lists topics with their categories and the official posts pinned',
    async run(server) {
      const data = (await server.call(TOPICS, {}, { language: 'en' })).data?.community;
      expect(data.topicCategories.edges.length).toBeGreaterThan(0);
      expect(data.topics.edges.length).toBeGreaterThan(0);
      for (const { node } of data.topics.edges) {
        expect(node.name).toBeTypeOf('string');
        expect(node.postCount).toBeGreaterThanOrEqual(node.pinnedPosts.length);
        expect(node.pinnedPosts.every((post: { isOfficial: boolean }) => post.isOfficial)).toBe(
          true,
        );
      }
      const grouped = data.topicCategories.edges.flatMap(
        ({ node }: { node: { topics: { edges: { node: { id: string } }[] } } }) =>
          node.topics.edges.map((edge) => edge.node.id),
      );
      expect(new Set(grouped)).toEqual(
        new Set(data.topics.edges.map(({ node }: { node: { id: string } }) => node.id)),
      );
    },
  },
  {
    name: 'shows a visitor the public official posts on the home timeline',
    async run(server) {
      const home = await server.call(HOME_TIMELINE, { first: 50 });
      const edges = home.data?.community.homeTimeline.edges as {
        node: { isOfficial: boolean; visibility: string };
      }[];
      expect(edges.length).toBeGreaterThan(0);
      for (const { node } of edges)
        expect(node).toEqual({ isOfficial: true, visibility: 'PUBLIC' });
    },
  },
  {
    name: 'ranks a trend of posts the viewer may read, a page at a time',
    async run(server) {
      const visitor = await server.call(TREND, { first: 50 });
      const edges = visitor.data?.community.trend.edges as { node: { visibility: string } }[];
      expect(edges.length).toBeGreaterThan(0);
      expect(edges.every(({ node }) => node.visibility === 'PUBLIC')).toBe(true);
      const first = await server.call(TREND, { first: 1 });
      expect(first.data?.community.trend.pageInfo.hasNextPage).toBe(true);
      const tooMany = await server.call(TREND, { first: 51 });
      expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    },
  },
]);

// Hostile inputs to the posts feature's operations, as the app sends them (trusted
// documents) against the real server on a port: no response ≥ 500, no stack trace,
// nothing written, and pings answered in time throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  appOperation,
  impossibleIdsOf,
  expectClean,
  expectNoWrites,
  expectPingDuring,
  sendAbuse,
  startAbuseServer,
  type AbuseRequest,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const HOSTILE = [
  ...HOSTILE_TEXTS,
  ...impossibleIdsOf('Post'),
  '‮nimda',
  'VG9waWM6MQ==',
  '🌹'.repeat(3000),
];

/** A hostile value in a media path: percent-encoded, or malformed encoding where it cannot be. */
function mediaName(value: string): string {
  try {
    return encodeURIComponent(value).slice(0, 2000);
  } catch {
    return '%E0%A4%A';
  }
}

/**
 * Each hostile value in every posts operation. As a member, every mutation here must still
 * be refused (a topic, post or enum that does not exist), so nothing may be written:
 * the one value naming a real topic is left out of the member's corpus.
 */
function corpus(authorization?: string): AbuseRequest[] {
  const requests: AbuseRequest[] = [];
  const values = authorization ? HOSTILE.filter((value) => value !== 'VG9waWM6MQ==') : HOSTILE;
  values.forEach((value, index) => {
    const label = `#${index}`;
    const op = (name: string, variables: Record<string, unknown>) =>
      appOperation(name, variables, { label, authorization });
    requests.push(
      op('PostPageQuery', { postId: value }),
      op('TopicPageQuery', { topicId: value }),
      op('TimelinePaginationQuery', { id: value, count: 20, cursor: value }),
      op('TimelinePaginationQuery', { id: value, count: 51, cursor: null }),
      op('CommentListPaginationQuery', { id: value, count: -1, cursor: value }),
      op('useCreatePostMutation', {
        input: { clientMutationId: value, body: value, visibility: 'PUBLIC', topicId: value },
        connections: [value],
      }),
      op('useCreatePostMutation', {
        input: { clientMutationId: 'x', body: 'x', visibility: value },
        connections: [],
      }),
      op('useLikePostMutation', { input: { clientMutationId: value, postId: value } }),
      op('useDeletePostMutation', { input: { clientMutationId: value, postId: value } }),
      // Another fan's post (or none) to edit, with hostile text, topic and images.
      op('useEditPostMutation', {
        input: {
          clientMutationId: value,
          postId: value,
          body: value,
          visibility: 'PUBLIC',
          topicId: value,
          images: [{ uploadId: value, altText: value }],
        },
      }),
      op('useCommentOnPostMutation', {
        input: { clientMutationId: value, postId: value, body: value },
        connections: [value],
      }),
      // Images and drafts: an upload id, an alt text, a draft that is not the viewer's.
      op('useCreatePostMutation', {
        input: {
          clientMutationId: `images-${label}`,
          body: 'x',
          visibility: 'PUBLIC',
          images: [{ uploadId: value, altText: value }],
        },
        connections: [],
      }),
      op('useSavePostDraftMutation', {
        input: {
          clientMutationId: value,
          draftId: value,
          body: value,
          visibility: 'MEMBERS',
          topicId: value,
          images: [{ uploadId: value, altText: value }],
        },
        connections: [value],
      }),
      op('usePublishPostDraftMutation', {
        input: { clientMutationId: value, draftId: value },
        connections: [value],
      }),
      op('useDeletePostDraftMutation', {
        input: { clientMutationId: value, draftId: value },
        connections: [value],
      }),
      op('DraftListPaginationQuery', { id: value, count: 20, cursor: value }),
      // The search's grams go to PostgreSQL as an array: quotes, braces and commas in a query.
      op('SearchPageQuery', { query: value }),
      op('SearchPageQuery', { query: `"{${String(value)},}\\` }),
      op('SearchResultsPaginationQuery', { id: value, query: value, count: 20, cursor: value }),
      {
        label: `post image upload ${label}${authorization ? ' (member)' : ''}`,
        method: 'POST',
        path: '/uploads/post-image',
        headers: {
          'content-type': 'image/png',
          tenant: 'demo',
          ...(authorization ? { authorization } : {}),
        },
        body: value,
      },
      {
        label: `post image ${label}`,
        method: 'GET',
        path: `/media/demo/posts/${mediaName(value)}.webp`,
        headers: authorization ? { authorization } : {},
      },
    );
  });
  return requests;
}

describe.each(testBackends)('hostile inputs to posts (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it('answers every one cleanly, writing nothing, for a visitor and a member', async () => {
    const member = `Bearer ${await server.auth.tokenFor('seed-fan-kuro')}`;
    const requests = [...corpus(), ...corpus(member)];
    const answers: string[] = [];
    await expectNoWrites(server, async () => {
      for (let start = 0; start < requests.length; start += 10) {
        const batch = requests.slice(start, start + 10);
        const responses = await expectPingDuring(server, () =>
          Promise.all(batch.map((request) => sendAbuse(server, request))),
        );
        batch.forEach((request, index) => {
          expectClean(request, responses[index]);
          if (request.label.endsWith('(member)')) answers.push(responses[index].text);
        });
      }
    });
    // The member's mutations got past sign-in and were refused on their inputs.
    expect(answers.some((text) => text.includes('"NotFoundError"'))).toBe(true);
    expect(answers.some((text) => text.includes('ShouldBeLoggedInOrSignedUpError'))).toBe(false);
  }, 300_000);
});

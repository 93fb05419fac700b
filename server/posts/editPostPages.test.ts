// A post its author makes members-only is gone from the server-rendered page and its share
// preview at once: crawlers and visitors read the garden's own title, not the post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type PageServer } from '../testing/pageServer';
import { testBackends } from '../testing/testDatabase';
import { CREATE_POST } from './postsTestDocuments';

const EDIT = `mutation($input: EditPostInput!) {
  editPost(input: $input) { __typename ... on EditPostPayload { post { visibility } } }
}`;

function ogTag(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe.each(testBackends)('an edited post’s page (%s)', (backend) => {
  let server: PageServer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async (query: string, variables: Record<string, unknown>): Promise<any> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        tenant: server.demo.tenantId,
        authorization: `Bearer ${await server.auth.tokenFor('page-author')}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: unknown }).data;
  };

  beforeAll(async () => {
    server = await startPageServer(backend);
    await call(
      `mutation($input: JoinCommunityInput!) { joinCommunity(input: $input) { __typename } }`,
      { input: { clientMutationId: 'join-page-author', displayName: '書く人' } },
    );
  });
  afterAll(() => server?.close());

  it('hides a post made members-only from the served HTML and its OGP tags', async () => {
    const body = '庭のバラが満開になりました。ぜひ見てください';
    const created = await call(CREATE_POST, {
      input: { clientMutationId: 'page-post', body, visibility: 'PUBLIC' },
    });
    const postId = created.createPost.postEdge.node.id as string;
    const before = await (await server.get(`/posts/${postId}`)).text();
    expect(before).toContain(body);
    expect(ogTag(before, 'og:description')).toContain('庭のバラ');

    const edited = await call(EDIT, {
      input: { clientMutationId: 'page-edit', postId, body, visibility: 'MEMBERS' },
    });
    expect(edited.editPost).toEqual({
      __typename: 'EditPostPayload',
      post: { visibility: 'MEMBERS' },
    });
    const after = await (await server.get(`/posts/${postId}`)).text();
    expect(after).not.toContain('庭のバラ');
    expect(ogTag(after, 'og:title')).toBe('魔王子と人形の庭');
    expect(ogTag(after, 'og:description')).not.toContain('庭のバラ');
  });
});

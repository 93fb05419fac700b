// Feature articles: the list (newest first, scheduled ones hidden, paged), one article at its
// address, members-only bodies sent only with the MEMBERS_ONLY_POSTS perk through every path
// (the list, the address, node), the operators' mutations (guards, typed errors, replays)
// and another garden's articles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { encodeGlobalId } from '../graphql/globalId';
import { TEST_CARDS } from '../store/payments/localProvider';
import { SUBSCRIBE, firstPlanId } from '../subscriptions/subscriptionsTestDocuments';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import {
  createTestGarden,
  OTHER_TENANT_ID,
  type CallOptions,
  type TestGarden,
} from '../testing/testGarden';

const FIELDS = `id slug title lead coverImageUrl isMembersOnly viewerCanRead publishedAt
  body { kind text spans { text href } imageUrl alt width height }`;
const LIST = `query List($first: Int, $after: String) { community { articles(first: $first, after: $after) {
  edges { cursor node { ${FIELDS} } } pageInfo { hasNextPage endCursor } } } }`;
const BY_SLUG = `query One($slug: String!) { community { article(slug: $slug) { ${FIELDS} } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { __typename ... on Article { ${FIELDS} } } }`;
const ERRORS = `... on Error { message } ... on InvalidInputError { field reason }
  ... on InvalidPageBlocksError { field blockIndex problem }`;
const PUBLISH = `mutation Publish($input: PublishArticleInput!) { publishArticle(input: $input) {
  __typename ... on PublishArticlePayload { clientMutationId article { ${FIELDS} } } ${ERRORS} } }`;
const UPDATE = `mutation Update($input: UpdateArticleInput!) { updateArticle(input: $input) {
  __typename ... on UpdateArticlePayload { article { ${FIELDS} } } ${ERRORS} } }`;
const DELETE = `mutation Delete($input: DeleteArticleInput!) { deleteArticle(input: $input) {
  __typename ... on DeleteArticlePayload { deletedArticleId } ... on Error { message } } }`;

const LOCKED = 'storyboard-commentary-part2';

let counter = 0;
const nextId = () => `articles-${(counter += 1)}`;

function content(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'voice-cast-talk',
    titleJa: 'キャスト対談：ふたりの声ができるまで',
    titleEn: 'Cast talk: finding the two voices',
    leadJa: '魔王子と人形を演じるおふたりに話を聞きました。',
    leadEn: 'We talked with the two actors who voice the Demon Prince and the Puppet.',
    coverImageUrl: '/images/posts/tea-party.webp',
    blocksJa: JSON.stringify([{ kind: 'paragraph', text: '収録はいつも夜でした。' }]),
    blocksEn: JSON.stringify([{ kind: 'paragraph', text: 'We always recorded at night.' }]),
    ...overrides,
  };
}

describe.each(testBackends)('articles (%s)', (backend) => {
  let garden: TestGarden;
  const read = async (
    query: string,
    variables: Record<string, unknown>,
    options: CallOptions = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<any> => {
    const result = await garden.call(query, variables, { language: 'en', ...options });
    expect(result.errors).toBeUndefined();
    return result.data;
  };
  const publish = async (input: Record<string, unknown>, as = DEMO_OPERATOR_UID) =>
    (
      await read(
        PUBLISH,
        { input: { clientMutationId: nextId(), content: content(input) } },
        { as },
      )
    ).publishArticle;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['member', 'fan']) await garden.join(fan);
    const planId = await firstPlanId(garden);
    const subscribed = await read(
      SUBSCRIBE,
      { input: { clientMutationId: nextId(), planId, card: TEST_CARDS.succeeds } },
      { as: 'member' },
    );
    expect(subscribed.subscribeToMembership.__typename).toBe('SubscribeToMembershipPayload');
  });
  afterAll(() => garden?.close());

  it('lists the published articles newest first, a page at a time, in the request language', async () => {
    const first = (await read(LIST, { first: 2 })).community.articles;
    expect(first.edges.map((edge: { node: { slug: string } }) => edge.node.slug)).toEqual([
      LOCKED,
      'creator-interview',
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await read(LIST, { first: 10, after: first.pageInfo.endCursor })).community
      .articles;
    expect(rest.edges.map((edge: { node: { slug: string } }) => edge.node.slug)).toEqual([
      'making-of-tea-party',
      'character-profile-puppet',
    ]);
    const interview = first.edges[1].node;
    expect(interview).toMatchObject({
      isMembersOnly: false,
      viewerCanRead: true,
      coverImageUrl: '/images/garden-banner.png',
    });
    expect(interview.title).toContain('Interview with the creator');
    expect(interview.body[0]).toMatchObject({
      kind: 'HEADING',
      text: 'It started with a single picture',
    });
    expect(interview.body.some((block: { kind: string }) => block.kind === 'IMAGE')).toBe(true);
    const ja = (await read(BY_SLUG, { slug: 'creator-interview' }, { language: 'ja' })).community
      .article;
    expect(ja.title).toContain('原作者インタビュー');
    // Page sizes are bounded.
    const tooMany = await garden.call(LIST, { first: 31 });
    expect(tooMany.errors?.[0]?.message).toBeTruthy();
  });

  it('sends a members-only body only to a member with the perk, through every path', async () => {
    for (const as of [undefined, 'fan']) {
      const listed = (await read(LIST, { first: 10 }, { as })).community.articles.edges.find(
        (edge: { node: { slug: string } }) => edge.node.slug === LOCKED,
      ).node;
      expect(listed).toMatchObject({ isMembersOnly: true, viewerCanRead: false, body: [] });
      expect(listed.lead).toContain('director walks through');
      const bySlug = (await read(BY_SLUG, { slug: LOCKED }, { as })).community.article;
      expect(bySlug).toMatchObject({ viewerCanRead: false, body: [] });
      const byNode = (await read(NODE, { id: listed.id }, { as })).node;
      expect(byNode).toMatchObject({ __typename: 'Article', viewerCanRead: false, body: [] });
    }
    const member = (await read(BY_SLUG, { slug: LOCKED }, { as: 'member' })).community.article;
    expect(member.viewerCanRead).toBe(true);
    expect(member.body[0].text).toContain('Cut 12');
  });

  it('hides a scheduled article everywhere until its time, and shows it to its operator', async () => {
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const published = await publish({ slug: 'coming-soon', publishAt: later });
    expect(published.__typename).toBe('PublishArticlePayload');
    expect(published.article.slug).toBe('coming-soon');
    const slugs = (await read(LIST, { first: 30 }, { as: 'member' })).community.articles.edges.map(
      (edge: { node: { slug: string } }) => edge.node.slug,
    );
    expect(slugs).not.toContain('coming-soon');
    expect((await read(BY_SLUG, { slug: 'coming-soon' })).community.article).toBeNull();
    expect(
      (await read(NODE, { id: published.article.id }, { as: DEMO_OPERATOR_UID })).node,
    ).toBeNull();
  });

  it('keeps other gardens apart: their address, their ids', async () => {
    // The other garden has an article at the same address: never this garden's answer.
    const demo = (await read(BY_SLUG, { slug: 'creator-interview' })).community.article;
    expect(demo.title).not.toContain('other garden');
    const other = (await read(BY_SLUG, { slug: 'creator-interview' }, { tenant: OTHER_TENANT_ID }))
      .community.article;
    expect(other.title).toBe('The other garden’s interview');
    expect((await read(NODE, { id: demo.id }, { tenant: OTHER_TENANT_ID })).node).toBeNull();
    // Another garden's operator cannot touch this garden's article.
    const update = await read(
      UPDATE,
      {
        input: { clientMutationId: nextId(), articleId: demo.id, content: content({ slug: 'x' }) },
      },
      { as: DEMO_OPERATOR_UID, tenant: OTHER_TENANT_ID },
    );
    expect(['NotFoundError', 'PermissionDeniedError', 'ShouldBeLoggedInOrSignedUpError']).toContain(
      update.updateArticle.__typename,
    );
    expect((await read(BY_SLUG, { slug: 'creator-interview' })).community.article.title).toBe(
      demo.title,
    );
  });

  it('lets only operators write, and refuses bad content with typed errors writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const input = (overrides: Record<string, unknown>) => ({
      clientMutationId: nextId(),
      content: content({ slug: 'refused', ...overrides }),
    });
    const visitor = await read(PUBLISH, { input: input({}) });
    expect(visitor.publishArticle.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const fan = await read(PUBLISH, { input: input({}) }, { as: 'member' });
    expect(fan.publishArticle.__typename).toBe('PermissionDeniedError');
    const attempt = async (overrides: Record<string, unknown>) =>
      (await read(PUBLISH, { input: input(overrides) }, { as: DEMO_OPERATOR_UID })).publishArticle;
    expect(await attempt({ slug: 'Not An Address' })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'slug',
    });
    expect(await attempt({ titleEn: ' ' })).toMatchObject({ field: 'titleEn', reason: 'REQUIRED' });
    expect(await attempt({ leadJa: 'あ'.repeat(301) })).toMatchObject({
      field: 'leadJa',
      reason: 'TOO_LONG',
    });
    expect(await attempt({ coverImageUrl: 'javascript:alert(1)' })).toMatchObject({
      field: 'coverImageUrl',
    });
    expect(
      await attempt({
        blocksEn: JSON.stringify([{ kind: 'image', src: 'data:x', alt: '', width: 1, height: 1 }]),
      }),
    ).toMatchObject({
      __typename: 'InvalidPageBlocksError',
      field: 'blocksEn',
      problem: 'UNSAFE_URL',
      blockIndex: 0,
    });
    expect(await attempt({ blocksJa: '<p>html</p>' })).toMatchObject({ problem: 'MALFORMED' });
    expect(await attempt({ slug: 'creator-interview' })).toMatchObject({
      __typename: 'AddressTakenError',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('publishes, updates and deletes once per clientMutationId', async () => {
    const clientMutationId = nextId();
    const input = { clientMutationId, content: content({ isMembersOnly: true }) };
    const [first, again] = await Promise.all([
      read(PUBLISH, { input }, { as: DEMO_OPERATOR_UID }),
      read(PUBLISH, { input }, { as: DEMO_OPERATOR_UID }),
    ]);
    expect(first.publishArticle.__typename).toBe('PublishArticlePayload');
    expect(again.publishArticle).toEqual(first.publishArticle);
    const article = first.publishArticle.article;
    expect(article).toMatchObject({ slug: 'voice-cast-talk', isMembersOnly: true });
    const reused = await read(
      PUBLISH,
      { input: { clientMutationId, content: content({ slug: 'another' }) } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(reused.publishArticle).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'clientMutationId',
    });

    const updateInput = {
      clientMutationId: nextId(),
      articleId: article.id,
      content: content({ titleEn: 'Cast talk, part one', isMembersOnly: false }),
    };
    const updated = await read(UPDATE, { input: updateInput }, { as: DEMO_OPERATOR_UID });
    expect(updated.updateArticle.article).toMatchObject({
      title: 'Cast talk, part one',
      isMembersOnly: false,
    });
    const replay = await read(UPDATE, { input: updateInput }, { as: DEMO_OPERATOR_UID });
    expect(replay.updateArticle.article.title).toBe('Cast talk, part one');
    const taken = await read(
      UPDATE,
      {
        input: {
          ...updateInput,
          clientMutationId: nextId(),
          content: content({ slug: 'creator-interview' }),
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(taken.updateArticle.__typename).toBe('AddressTakenError');
    const missing = await read(
      UPDATE,
      {
        input: {
          ...updateInput,
          clientMutationId: nextId(),
          articleId: encodeGlobalId('Article', 987654),
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(missing.updateArticle.__typename).toBe('NotFoundError');
    const fan = await read(
      DELETE,
      { input: { clientMutationId: nextId(), articleId: article.id } },
      { as: 'fan' },
    );
    expect(fan.deleteArticle.__typename).toBe('PermissionDeniedError');

    const deleteInput = { clientMutationId: nextId(), articleId: article.id };
    const deleted = await read(DELETE, { input: deleteInput }, { as: DEMO_OPERATOR_UID });
    expect(deleted.deleteArticle.deletedArticleId).toBe(article.id);
    const deletedAgain = await read(DELETE, { input: deleteInput }, { as: DEMO_OPERATOR_UID });
    expect(deletedAgain.deleteArticle).toEqual(deleted.deleteArticle);
    const gone = await read(
      DELETE,
      { input: { clientMutationId: nextId(), articleId: article.id } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(gone.deleteArticle.__typename).toBe('NotFoundError');
    expect((await read(BY_SLUG, { slug: 'voice-cast-talk' })).community.article).toBeNull();
  });
});

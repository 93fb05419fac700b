// Operator actions of the posts feature: only operators create topics and categories and
// pin official posts; official accounts' posts carry the badge; moderators and operators
// may delete any post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TOPIC_NAME_LENGTH } from '../../common/limits';
import { DEMO_OFFICIAL_UID, DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { CREATE_POST, DELETE_POST, globalId } from './postsTestDocuments';

const CREATE_CATEGORY = `mutation($input: CreateTopicCategoryInput!) {
  createTopicCategory(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on TextModerationError { field }
    ... on CreateTopicCategoryPayload { topicCategory { id name } }
  }
}`;

const CREATE_TOPIC = `mutation($input: CreateTopicInput!) {
  createTopic(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on CreateTopicPayload { topic { id name description postCount category { name } } }
  }
}`;

const PIN = `mutation($input: PinPostInput!) {
  pinPost(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field }
    ... on PinPostPayload { post { id isOfficial } }
  }
}`;

describe.each(testBackends)('topic administration (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const nextId = () => `admin-${(counter += 1)}`;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('plain-fan', 'ふつうのファン');
  });
  afterAll(() => garden?.close());

  it('lets an operator add a category and a topic in it, in both languages', async () => {
    const category = await garden.call(
      CREATE_CATEGORY,
      { input: { clientMutationId: 'cat-1', nameJa: ' グッズ ', nameEn: 'Goods' } },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    const created = category.data.createTopicCategory;
    expect(created).toMatchObject({ __typename: 'CreateTopicCategoryPayload' });
    expect(created.topicCategory.name).toBe('Goods');
    const topic = await garden.call(
      CREATE_TOPIC,
      {
        input: {
          clientMutationId: 'topic-1',
          categoryId: created.topicCategory.id,
          nameJa: 'アクスタ自慢',
          nameEn: 'Acrylic stands',
          descriptionJa: 'お気に入りのアクスタを見せ合いましょう。',
          descriptionEn: 'Show your favourite acrylic stands.',
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(topic.data.createTopic).toMatchObject({
      __typename: 'CreateTopicPayload',
      topic: { name: 'アクスタ自慢', postCount: 0, category: { name: 'グッズ' } },
    });
    const listed = await garden.call(
      '{ community { topics(first: 50) { edges { node { id } } } } }',
    );
    expect(listed.data.community.topics.edges.at(-1).node.id).toBe(topic.data.createTopic.topic.id);
  });

  it('refuses fans, the official account and visitors with typed errors, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const input = { clientMutationId: nextId(), nameJa: 'x', nameEn: 'x' };
    const fan = await garden.call(CREATE_CATEGORY, { input }, { as: 'plain-fan', language: 'en' });
    expect(fan.data.createTopicCategory).toEqual({
      __typename: 'PermissionDeniedError',
      message: "Only the garden's operators can do this.",
    });
    const official = await garden.call(CREATE_CATEGORY, { input }, { as: DEMO_OFFICIAL_UID });
    expect(official.data.createTopicCategory.__typename).toBe('PermissionDeniedError');
    const visitor = await garden.call(CREATE_TOPIC, {
      input: {
        clientMutationId: nextId(),
        nameJa: 'x',
        nameEn: 'x',
        descriptionJa: 'x',
        descriptionEn: 'x',
      },
    });
    expect(visitor.data.createTopic.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('checks an operator’s texts and the category', async () => {
    const before = await tableCounts(garden.database.db);
    const long = await garden.call(
      CREATE_CATEGORY,
      {
        input: {
          clientMutationId: nextId(),
          nameJa: 'あ'.repeat(MAX_TOPIC_NAME_LENGTH + 1),
          nameEn: 'ok',
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(long.data.createTopicCategory).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'nameJa',
      reason: 'TOO_LONG',
      limit: MAX_TOPIC_NAME_LENGTH,
    });
    const banned = await garden.call(
      CREATE_CATEGORY,
      { input: { clientMutationId: nextId(), nameJa: 'ok', nameEn: 'badword' } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(banned.data.createTopicCategory).toMatchObject({
      __typename: 'TextModerationError',
      field: 'nameEn',
    });
    const noCategory = await garden.call(
      CREATE_TOPIC,
      {
        input: {
          clientMutationId: nextId(),
          categoryId: globalId('TopicCategory', 99999),
          nameJa: 'x',
          nameEn: 'x',
          descriptionJa: 'x',
          descriptionEn: 'x',
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(noCategory.data.createTopic.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('badges the official account’s posts, and lets operators pin only those', async () => {
    const topics = await garden.call('{ community { topics { edges { node { id } } } } }');
    const topicId = topics.data.community.topics.edges[0].node.id;
    const post = (as: string) =>
      garden.call(
        CREATE_POST,
        {
          input: {
            clientMutationId: nextId(),
            body: 'お知らせです',
            visibility: 'PUBLIC',
            topicId,
          },
        },
        { as },
      );
    const official = (await post(DEMO_OFFICIAL_UID)).data.createPost.postEdge.node;
    expect(official.isOfficial).toBe(true);
    const fans = (await post('plain-fan')).data.createPost.postEdge.node;
    expect(fans.isOfficial).toBe(false);

    const pin = (postId: string, as: string, pinned = true) =>
      garden.call(PIN, { input: { clientMutationId: nextId(), postId, pinned } }, { as });
    expect((await pin(official.id, 'plain-fan')).data.pinPost.__typename).toBe(
      'PermissionDeniedError',
    );
    expect((await pin(fans.id, DEMO_OPERATOR_UID)).data.pinPost).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'postId',
    });
    expect((await pin(official.id, DEMO_OPERATOR_UID)).data.pinPost).toMatchObject({
      __typename: 'PinPostPayload',
      post: { id: official.id, isOfficial: true },
    });
    const topic = await garden.call(
      `query($id: ID!) { node(id: $id) { ... on Topic { pinnedPosts { id } posts(first: 50) { edges { node { id } } } } } }`,
      { id: topicId },
    );
    expect(topic.data.node.pinnedPosts[0].id).toBe(official.id);
    expect(
      topic.data.node.posts.edges.map((edge: { node: { id: string } }) => edge.node.id),
    ).not.toContain(official.id);
    await pin(official.id, DEMO_OPERATOR_UID, false);
    const unpinned = await garden.call(
      `query($id: ID!) { node(id: $id) { ... on Topic { pinnedPosts { id } } } }`,
      { id: topicId },
    );
    expect(unpinned.data.node.pinnedPosts.map((p: { id: string }) => p.id)).not.toContain(
      official.id,
    );
  });

  it('lets an operator delete any fan’s post, and tells them they may', async () => {
    const created = await garden.call(
      CREATE_POST,
      { input: { clientMutationId: nextId(), body: 'ちょっと不適切かも', visibility: 'MEMBERS' } },
      { as: 'plain-fan' },
    );
    const postId = created.data.createPost.postEdge.node.id;
    const canDelete = `query($id: ID!) { node(id: $id) { ... on Post { viewerCanDelete } } }`;
    expect(
      (await garden.call(canDelete, { id: postId }, { as: DEMO_OPERATOR_UID })).data.node,
    ).toEqual({ viewerCanDelete: true });
    expect(
      (await garden.call(canDelete, { id: postId }, { as: DEMO_OFFICIAL_UID })).data.node,
    ).toEqual({ viewerCanDelete: false });
    const byOfficial = await garden.call(
      DELETE_POST,
      { input: { clientMutationId: nextId(), postId } },
      { as: DEMO_OFFICIAL_UID },
    );
    expect(byOfficial.data.deletePost.__typename).toBe('NotFoundError');
    const byOperator = await garden.call(
      DELETE_POST,
      { input: { clientMutationId: nextId(), postId } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(byOperator.data.deletePost).toMatchObject({
      __typename: 'DeletePostPayload',
      deletedPostId: postId,
    });
  });
});

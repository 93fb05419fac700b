// Topics and categories: the demo garden's lists, a topic's posts with the official ones
// pinned above, and counts that follow what the viewer may read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';

const TOPICS = `query Topics {
  community {
    topicCategories(first: 10) { edges { node { id name topics { edges { node { name } } } } } }
    topics(first: 2) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } }
  }
}`;

const TOPIC = `query Topic($id: ID!) {
  node(id: $id) {
    ... on Topic {
      name description postCount category { name }
      pinnedPosts { id isOfficial body author { displayName } }
      posts(first: 20) { edges { node { id isOfficial visibility topic { name } } } }
    }
  }
}`;

type TopicNode = { id: string; name: string };

describe.each(testBackends)('topics (%s)', (backend) => {
  let garden: TestGarden;
  let topicsByName: Record<string, string>;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('member', 'Member');
    const all = await garden.call(
      '{ community { topics(first: 100) { edges { node { id name } } } } }',
      {},
      { language: 'en' },
    );
    topicsByName = Object.fromEntries(
      all.data.community.topics.edges.map(({ node }: { node: TopicNode }) => [node.name, node.id]),
    );
  });
  afterAll(() => garden?.close());

  it('lists categories with their topics, in display order and the request language', async () => {
    const ja = await garden.call(TOPICS);
    const categories = ja.data.community.topicCategories.edges.map(
      ({ node }: { node: { name: string; topics: { edges: { node: TopicNode }[] } } }) => [
        node.name,
        node.topics.edges.map((edge) => edge.node.name),
      ],
    );
    expect(categories).toEqual([
      ['作品について', ['第12話の感想', 'キャラクター考察']],
      ['ファン活動', ['ファンアート語り']],
      ['お知らせ', ['公式からのお知らせ']],
    ]);
    const page = ja.data.community.topics;
    expect(page.edges).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await garden.call(
      `query($after: String) { community { topics(first: 5, after: $after) { edges { node { name } } pageInfo { hasNextPage hasPreviousPage } } } }`,
      { after: page.pageInfo.endCursor },
    );
    expect(
      next.data.community.topics.edges.map(({ node }: { node: TopicNode }) => node.name),
    ).toEqual(['ファンアート語り', '公式からのお知らせ']);
    expect(next.data.community.topics.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it('pins official posts above the topic’s other posts', async () => {
    const id = topicsByName['Episode 12 impressions'];
    const member = (await garden.call(TOPIC, { id }, { as: 'member', language: 'en' })).data.node;
    expect(member.name).toBe('Episode 12 impressions');
    expect(member.category).toEqual({ name: 'The work' });
    expect(member.pinnedPosts).toHaveLength(1);
    expect(member.pinnedPosts[0]).toMatchObject({
      isOfficial: true,
      author: { displayName: '『魔王子と人形』公式' },
    });
    const pinnedId = member.pinnedPosts[0].id;
    const listed = member.posts.edges.map(({ node }: { node: { id: string } }) => node.id);
    expect(listed).not.toContain(pinnedId);
    expect(
      member.posts.edges.every(
        ({ node }: { node: { topic: TopicNode } }) => node.topic.name === 'Episode 12 impressions',
      ),
    ).toBe(true);
    expect(member.postCount).toBe(listed.length + 1);
  });

  it('counts and lists only what a visitor may read', async () => {
    const id = topicsByName['Episode 12 impressions'];
    const member = (await garden.call(TOPIC, { id }, { as: 'member' })).data.node;
    const visitor = (await garden.call(TOPIC, { id })).data.node;
    expect(
      visitor.posts.edges.every(
        ({ node }: { node: { visibility: string } }) => node.visibility === 'PUBLIC',
      ),
    ).toBe(true);
    expect(visitor.postCount).toBeLessThan(member.postCount);
  });

  it('never answers another garden’s topic', async () => {
    const id = topicsByName['Episode 12 impressions'];
    const fromOther = await garden.call(TOPIC, { id }, { tenant: OTHER_TENANT_ID });
    expect(fromOther.data.node).toBeNull();
    const theirs = await garden.call(
      '{ community { topics { edges { node { name } } } } }',
      {},
      { tenant: OTHER_TENANT_ID },
    );
    expect(theirs.data.community.topics.edges).toEqual([{ node: { name: 'Secret topic' } }]);
  });
});

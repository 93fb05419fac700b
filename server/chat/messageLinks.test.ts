// `?message=` links: `Channel.messages(around:)` reads the page centred on one message, and
// gives an empty page for anything that is not a message of that channel the viewer may
// read — another channel's, another garden's, a private channel's seen from outside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/testDatabase';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';

const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    __typename
    ... on PostChatMessagePayload { messageEdge { node { id body } } }
  }
}`;
const AROUND = `query Around($id: ID!, $around: ID, $last: Int, $first: Int, $before: String, $after: String) {
  node(id: $id) {
    ... on Channel {
      messages(around: $around, last: $last, first: $first, before: $before, after: $after) {
        edges { cursor node { id body } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }
}`;

interface Page {
  edges: { cursor: string; node: { id: string; body: string } }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

describe.each(testBackends)('message links (%s)', (backend) => {
  let garden: TestGarden;
  let channelId: string;
  let otherChannelId: string;
  const ids: string[] = [];

  async function page(variables: Record<string, unknown>, as?: string): Promise<Page | null> {
    const result = await garden.call(AROUND, { id: channelId, ...variables }, { as });
    expect(result.errors).toBeUndefined();
    return result.data.node?.messages ?? null;
  }

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('linker', 'LINKER');
    // A channel of its own, so the seeded messages do not shift the pages.
    channelId = channelGlobalId(garden.demo.channelIds.fanArt);
    otherChannelId = channelGlobalId(garden.demo.channelIds.lobby);
    const seeded = await page({ last: 100 });
    ids.push(...(seeded?.edges.map((edge) => edge.node.id) ?? []));
    for (let index = 0; index < 30; index += 1) {
      const result = await garden.call(
        POST,
        { input: { clientMutationId: `link-${index}`, channelId, body: `line ${index}` } },
        { as: 'linker' },
      );
      ids.push(result.data.postChatMessage.messageEdge.node.id);
    }
  });
  afterAll(() => garden?.close());

  it('reads the page around a message, as many older as newer, and pages on from it both ways', async () => {
    const target = ids.length - 15;
    const around = await page({ around: ids[target], last: 9 });
    expect(around?.edges.map((edge) => edge.node.id)).toEqual(ids.slice(target - 4, target + 5));
    expect(around?.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    // With a cursor, `around` is ignored: the page continues from the cursor.
    const older = await page({
      around: ids[target],
      last: 3,
      before: around?.pageInfo.startCursor,
    });
    expect(older?.edges.map((edge) => edge.node.id)).toEqual(ids.slice(target - 7, target - 4));
    const newer = await page({ around: ids[target], first: 3, after: around?.pageInfo.endCursor });
    expect(newer?.edges.map((edge) => edge.node.id)).toEqual(ids.slice(target + 5, target + 8));
  });

  it('shows a visitor the same page of a public channel, and stops at either end', async () => {
    const newest = await page({ around: ids.at(-1), last: 9 });
    expect(newest?.edges.map((edge) => edge.node.id)).toEqual(ids.slice(-5));
    expect(newest?.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const oldest = await page({ around: ids[0], first: 9 });
    expect(oldest?.edges.map((edge) => edge.node.id)).toEqual(ids.slice(0, 5));
    expect(oldest?.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it('gives an empty page for a message of another channel, another garden, or no message', async () => {
    const elsewhere = await garden.call(AROUND, { id: otherChannelId, last: 1 });
    const otherChannelMessage = elsewhere.data.node.messages.edges[0].node.id as string;
    const otherGarden = await garden.call(
      AROUND,
      { id: channelGlobalId(garden.other.channelIds.secret), last: 1 },
      { tenant: garden.other.tenantId },
    );
    const otherGardenMessage = otherGarden.data.node.messages.edges[0].node.id as string;
    expect(otherGardenMessage).toBeTruthy();
    for (const around of [
      otherChannelMessage,
      otherGardenMessage,
      channelId, // a channel's id, not a message's
      Buffer.from('ChatMessage:999999').toString('base64'),
      'not an id',
    ]) {
      const empty = await page({ around, last: 9 }, 'linker');
      expect(empty).toEqual({
        edges: [],
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
      });
    }
  });

  it('refuses a page size beyond the limit, as without around', async () => {
    const result = await garden.call(AROUND, { id: channelId, around: ids[0], last: 101 });
    expect(result.errors?.[0].message).toBeTruthy();
  });
});

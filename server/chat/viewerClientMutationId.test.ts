// A posted message carries its author's clientMutationId, for its author only: the app
// replaces its pending copy with it. Nobody else (another fan, a visitor) can read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/testDatabase';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';

const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    ... on PostChatMessagePayload { messageEdge { node { id viewerClientMutationId } } }
  }
}`;
const LATEST = `query Latest($id: ID!) {
  node(id: $id) {
    ... on Channel { messages(last: 1) { edges { node { body viewerClientMutationId } } } }
  }
}`;

describe.each(testBackends)('the author’s clientMutationId on a message (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('cmid-author', 'Author');
    await garden.join('cmid-reader', 'Reader');
  });
  afterAll(() => garden?.close());

  it('is shown to the author, and to no one else', async () => {
    const channelId = channelGlobalId(garden.demo.channelIds.lobby);
    const posted = await garden.call(
      POST,
      { input: { clientMutationId: 'pending-42', channelId, body: 'mine' } },
      { as: 'cmid-author' },
    );
    expect(posted.data?.postChatMessage.messageEdge.node.viewerClientMutationId).toBe('pending-42');
    const latest = (as?: string) =>
      garden
        .call(LATEST, { id: channelId }, { as })
        .then((result) => result.data?.node.messages.edges[0].node);
    expect(await latest('cmid-author')).toEqual({
      body: 'mine',
      viewerClientMutationId: 'pending-42',
    });
    expect(await latest('cmid-reader')).toEqual({ body: 'mine', viewerClientMutationId: null });
    expect(await latest()).toEqual({ body: 'mine', viewerClientMutationId: null });
  });
});

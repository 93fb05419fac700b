// Joining renews what the request had read about the viewer: a refused post before
// the join (viewer: nobody) does not leave the join's payload stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';

describe.each(testBackends)('joining in the middle of a request (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('shows the new member as the viewer after a post that read them as nobody', async () => {
    const result = await garden.call(
      `mutation($post: PostChatMessageInput!, $join: JoinCommunityInput!) {
        post: postChatMessage(input: $post) { __typename }
        join: joinCommunity(input: $join) {
          ... on JoinCommunityPayload {
            viewer { user { displayName } joinedChannels { edges { node { viewerHasJoined } } } }
          }
        }
      }`,
      {
        post: {
          clientMutationId: 'early-post',
          channelId: channelGlobalId(garden.demo.channelIds.lobby),
          body: 'hello',
        },
        join: { clientMutationId: 'late-join', displayName: 'Newcomer' },
      },
      { as: 'fan-newcomer' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.post.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(result.data.join.viewer.user).toEqual({ displayName: 'Newcomer' });
    expect(result.data.join.viewer.joinedChannels.edges).toHaveLength(5);
  });
});

// The badge a fan chooses (/mypage/badges) is the one next to their name on their chat
// messages: the message's author carries it, and choosing again or none changes it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendChatMessage } from '../chat/appendChatMessage';
import { tenantScope } from '../db/tenantScope';
import { testBackends } from '../testing/testDatabase';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';

const LOBBY = `query ($id: ID!) {
  node(id: $id) { ... on Channel { messages(last: 1) {
    edges { node { body author { displayName shownBadge { name } } } } } } }
}`;

const BADGES = `{ viewerBadges { badge { id name } shown } }`;

const SHOW = `mutation ($input: ShowBadgeInput!) {
  showBadge(input: $input) { __typename ... on Error { message } }
}`;

describe.each(testBackends)('the shown badge in chat (%s)', (backend) => {
  let garden: TestGarden;
  const as = 'seed-fan-hana';
  const lastAuthor = async () => {
    const answer = await garden.call(LOBBY, { id: channelGlobalId(garden.demo.channelIds.lobby) });
    return answer.data.node.messages.edges[0].node.author;
  };
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    const { tenantId, channelIds, userIds } = garden.demo;
    await tenantScope(garden.database.db, tenantId).transaction((tx) =>
      appendChatMessage(tx, {
        channelId: channelIds.lobby,
        authorId: userIds.hana,
        body: 'バッジ、似合ってるかな',
      }),
    );
  });
  afterAll(() => garden?.close());

  it('puts the chosen badge next to the fan’s name, and none when they choose none', async () => {
    expect(await lastAuthor()).toEqual({
      displayName: expect.any(String),
      shownBadge: { name: 'はじめの一輪' },
    });
    const earned = (await garden.call(BADGES, {}, { as })).data.viewerBadges;
    const chatterbox = earned.find(
      (entry: { badge: { name: string } }) => entry.badge.name === 'おしゃべり上手',
    );
    const chosen = await garden.call(
      SHOW,
      { input: { clientMutationId: 'badge-chatterbox', badgeId: chatterbox.badge.id } },
      { as },
    );
    expect(chosen.data.showBadge.__typename).toBe('ShowBadgePayload');
    expect((await lastAuthor()).shownBadge).toEqual({ name: 'おしゃべり上手' });

    await garden.call(SHOW, { input: { clientMutationId: 'badge-none', badgeId: null } }, { as });
    expect((await lastAuthor()).shownBadge).toBeNull();
  });
});

import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockPayloadResolvers } from '../../../../mocks/resolvers';
import { renderWithRelay } from '../../../../tests/relay';
import type { ChatMessageItemTestQuery } from '../../../__generated__/ChatMessageItemTestQuery.graphql';
import { useReplyTarget } from '../../../state/replyTarget';
import { ChatMessageItem } from './ChatMessageItem';

const COMMUNITY_ID = 'community-1';
const MESSAGE_ID = 'Q2hhdE1lc3NhZ2U6MQ==';

function MessageUnderTest() {
  const data = useLazyLoadQuery<ChatMessageItemTestQuery>(
    graphql`
      query ChatMessageItemTestQuery @relay_test_operation {
        node(id: "message") {
          ...ChatMessageItem_message @alias(as: "message")
        }
      }
    `,
    {},
  );
  return data.node?.message ? (
    <ChatMessageItem message={data.node.message} communityId={COMMUNITY_ID} />
  ) : null;
}

function ReplyTargetProbe() {
  const { target } = useReplyTarget(COMMUNITY_ID);
  return <output aria-label="reply target">{target ? JSON.stringify(target) : 'none'}</output>;
}

const someReactions = [
  { emoji: '🌹', count: 3, viewerHasReacted: true },
  { emoji: '😭', count: 1, viewerHasReacted: false },
];

function message(
  fields: Record<string, unknown> = {},
  reactions: Record<string, unknown>[] = someReactions,
): MockResolvers {
  let reaction = 0;
  return {
    // The generator asks the list item type for each reaction, in order.
    ChatMessageReaction: () => reactions[reaction++ % reactions.length],
    ChatMessage: () => ({
      id: MESSAGE_ID,
      body: '人形の目が動いた瞬間、鳥肌が立った',
      createdAt: '2026-11-21T10:00:00.000Z',
      viewerIsAuthor: false,
      isDeleted: false,
      editedAt: null,
      replyTo: null,
      viewerCanEdit: false,
      viewerCanDelete: false,
      translation: null,
      reactions: reactions.map(() => ({})),
      ...fields,
    }),
    User: () => ({ id: 'user-1', displayName: 'くろねこ', avatarUrl: null, role: 'MEMBER' }),
  };
}

async function renderMessage(resolvers: MockResolvers) {
  const rendered = renderWithRelay(
    <>
      <MessageUnderTest />
      <ReplyTargetProbe />
    </>,
  );
  await rendered.resolveMostRecentOperation(resolvers);
  return rendered;
}

function pendingOperation(
  environment: ReturnType<typeof renderWithRelay>['environment'],
  name: string,
) {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`No pending ${name}`);
  return operation;
}

describe('ChatMessageItem', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the reactions with their counts and marks the viewer’s own', async () => {
    await renderMessage(message());
    const bar = screen.getByRole('group', { name: 'リアクション' });
    const rose = within(bar).getByRole('button', { name: '🌹 3件' });
    expect(rose).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar).getByRole('button', { name: '😭 1件' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('toggles a reaction at once and sends the state it wants', async () => {
    const { user, environment } = await renderMessage(message());
    await user.click(screen.getByRole('button', { name: '🌹 3件' }));
    const mutation = pendingOperation(environment, 'useSetChatMessageReactionMutation');
    expect(mutation.request.variables.input).toMatchObject({
      messageId: MESSAGE_ID,
      emoji: '🌹',
      reacted: false,
    });
    // Shown before the server answers.
    expect(screen.getByRole('button', { name: '🌹 2件' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'リアクションを追加' }));
    await user.click(await screen.findByRole('button', { name: '🙏' }));
    const added = environment.mock
      .getAllOperations()
      .filter(
        (operation) => operation.request.node.params.name === 'useSetChatMessageReactionMutation',
      )
      .at(-1);
    expect(added?.request.variables.input).toMatchObject({ emoji: '🙏', reacted: true });
    expect(screen.getByRole('button', { name: '🙏 1件' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the full emoji picker only when the fan asks for more', async () => {
    // The picker watches which emoji are in view; jsdom has no IntersectionObserver.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const { user } = await renderMessage(message());
    await user.click(screen.getByRole('button', { name: 'リアクションを追加' }));
    expect(screen.queryByPlaceholderText('絵文字を検索')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ほかの絵文字' }));
    expect(
      await screen.findByPlaceholderText('絵文字を検索', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('sets the reply target of the community from the menu', async () => {
    const { user } = await renderMessage(message());
    await user.click(screen.getByRole('button', { name: '操作メニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: '返信' }));
    expect(
      JSON.parse(screen.getByRole('status', { name: 'reply target' }).textContent ?? ''),
    ).toEqual({
      messageId: MESSAGE_ID,
      authorName: 'くろねこ',
      body: '人形の目が動いた瞬間、鳥肌が立った',
    });
  });

  it.each([
    [false, '/messages/chat/channel-1'],
    [true, '/messages/direct-messages/channel-1'],
  ])('copies a link to the message (private channel: %s)', async (isPrivate, path) => {
    const { user } = await renderMessage({
      ...message(),
      Channel: () => ({ id: 'channel-1', isPrivate }),
    });
    await user.click(screen.getByRole('button', { name: '操作メニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: 'リンクをコピー' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}${path}?message=${encodeURIComponent(MESSAGE_ID)}`,
    );
  });

  it('offers edit and delete only for the viewer’s own messages', async () => {
    const { user } = await renderMessage(message());
    await user.click(screen.getByRole('button', { name: '操作メニュー' }));
    expect(await screen.findByRole('menuitem', { name: 'テキストをコピー' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '編集' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '削除' })).toBeNull();
  });

  it('edits the viewer’s own message and shows a refusal under the box', async () => {
    const { user, environment } = await renderMessage(
      message({ viewerIsAuthor: true, viewerCanEdit: true, viewerCanDelete: true }),
    );
    await user.click(screen.getByRole('button', { name: '操作メニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: '編集' }));
    const box = screen.getByRole('textbox', { name: '編集中の本文' });
    await user.clear(box);
    await user.type(box, 'これは禁句です');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const mutation = pendingOperation(environment, 'useEditChatMessageMutation');
    expect(mutation.request.variables.input).toMatchObject({
      messageId: MESSAGE_ID,
      body: 'これは禁句です',
    });
    await act(async () => {
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          ...createMockPayloadResolvers(),
          // The union member comes from the parent (the generator skips a union's own resolver).
          Mutation: () => ({
            editChatMessage: {
              __typename: 'TextModerationError',
              message: 'この庭では使えない言葉が含まれています。',
            },
          }),
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('この庭では使えない言葉');
    expect(screen.getByRole('textbox', { name: '編集中の本文' })).toHaveValue('これは禁句です');
  });

  it('deletes the viewer’s own message after confirming', async () => {
    const { user, environment } = await renderMessage(
      message({ viewerIsAuthor: true, viewerCanEdit: true, viewerCanDelete: true }),
    );
    await user.click(screen.getByRole('button', { name: '操作メニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: '削除' }));
    expect(
      await screen.findByText('削除したメッセージは元に戻せません。', { exact: false }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '削除する' }));
    const mutation = pendingOperation(environment, 'useDeleteChatMessageMutation');
    expect(mutation.request.variables.input).toMatchObject({ messageId: MESSAGE_ID });
  });

  it('marks the messages of the creator’s official accounts', async () => {
    await renderMessage({
      ...message(),
      User: () => ({
        id: 'user-9',
        displayName: '『魔王子と人形』公式',
        avatarUrl: null,
        role: 'OFFICIAL',
      }),
    });
    expect(screen.getByText('公式', { exact: true })).toBeInTheDocument();
  });

  it('shows no badge for a fan', async () => {
    await renderMessage(message());
    expect(screen.queryByText('公式', { exact: true })).toBeNull();
  });

  it('shows the badge the author chose next to their name, and none when they chose none', async () => {
    const chosen = await renderMessage({
      ...message(),
      Badge: () => ({
        id: 'badge-1',
        name: 'はじめの一輪',
        symbol: '🌱',
        imageUrl: '/images/badges/first-bloom.svg',
      }),
    });
    const name = screen.getByText('くろねこ');
    const badge = screen.getByRole('img', { name: 'バッジ：はじめの一輪' });
    expect(name.parentElement).toContainElement(badge);
    chosen.unmount();
    await renderMessage({
      ...message(),
      User: () => ({
        id: 'user-1',
        displayName: 'くろねこ',
        avatarUrl: null,
        role: 'MEMBER',
        shownBadge: null,
      }),
    });
    expect(screen.queryByRole('img', { name: /^バッジ：/ })).toBeNull();
  });

  it('shows a deleted message as a tombstone with nothing to do', async () => {
    await renderMessage(message({ isDeleted: true, body: '' }, []));
    expect(screen.getByText('このメッセージは削除されました')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '操作メニュー' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'リアクションを追加' })).toBeNull();
  });

  it('marks an edited message and quotes the message it replies to', async () => {
    await renderMessage({
      ...message({ editedAt: '2026-11-21T10:05:00.000Z', body: '見ました！' }, []),
      ChatMessage: (context) =>
        context.path?.includes('replyTo')
          ? { id: 'Q2hhdE1lc3NhZ2U6Mg==', body: '第3話の最後、見ました？', isDeleted: false }
          : {
              id: MESSAGE_ID,
              body: '見ました！',
              createdAt: '2026-11-21T10:00:00.000Z',
              viewerIsAuthor: false,
              isDeleted: false,
              editedAt: '2026-11-21T10:05:00.000Z',
              viewerCanEdit: false,
              viewerCanDelete: false,
              reactions: [],
            },
      User: (context) =>
        context.path?.includes('replyTo')
          ? { id: 'user-2', displayName: 'はなもり', avatarUrl: null }
          : { id: 'user-1', displayName: 'くろねこ', avatarUrl: null },
    });
    expect(screen.getByText('（編集済み）')).toBeInTheDocument();
    const quote = screen.getByRole('button', { name: 'はなもりさんの元のメッセージへ移動' });
    expect(quote).toHaveTextContent('第3話の最後、見ました？');
    // The quoted message is not among the loaded ones here: the fan is told where it is.
    const show = vi.spyOn(notifications, 'show').mockReturnValue('notice');
    await userEvent.click(quote);
    expect(show).toHaveBeenCalledWith({
      message:
        '元のメッセージはもっと前にあります。上にスクロールして過去のメッセージを読み込んでください。',
    });
  });
});

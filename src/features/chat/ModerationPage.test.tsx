import { act, screen, within } from '@testing-library/react';
import { ConnectionHandler, loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { renderWithRelay } from '../../../tests/relay';
import ModerationPageQueryNode, {
  type ModerationPageQuery,
} from '../../__generated__/ModerationPageQuery.graphql';
import { REPORT_QUEUE_PAGE_SIZE } from './components/moderation/reportQueuePageSize';
import { ModerationView } from './ModerationPage';

const REPORTS = [
  {
    id: 'report-1',
    reason: 'SPOILER',
    note: 'まだ最終回を見ていません',
    status: 'OPEN',
    snapshotBody: '最後のシーンで泣きました',
    snapshotAuthorName: 'くろねこ',
    reportedMessage: {
      id: 'message-1',
      isDeleted: false,
      channel: { id: 'channel-1', isPrivate: false },
    },
    reporter: { displayName: 'Alex' },
  },
  {
    id: 'report-2',
    reason: 'IMPERSONATION',
    note: null,
    status: 'OPEN',
    snapshotBody: null,
    snapshotAuthorName: '公式スタッフ',
    reportedMessage: null,
    reporter: { displayName: '花守' },
  },
];

function queue(role: 'MODERATOR' | 'OPERATOR'): MockResolvers {
  let report = 0;
  return {
    User: () => ({ id: 'user-x', role, displayName: 'Alex' }),
    ChatReportQueueResult: () => ({ __typename: 'ChatReportQueue' }),
    ChatReportQueue: () => ({ openCount: 2 }),
    ChatMessage: () => ({ id: 'message-1', isDeleted: false }),
    Channel: () => ({ id: 'channel-1', isPrivate: false }),
    ChatReportConnection: () => ({ edges: REPORTS.map(() => ({})) }),
    PageInfo: () => ({ hasNextPage: false, endCursor: 'cursor-2' }),
    ChatReport: () => ({
      createdAt: '2026-11-21T10:00:00.000Z',
      resolution: null,
      resolvedAt: null,
      reportedUser: { id: `fan-${report + 1}` },
      ...REPORTS[report++ % REPORTS.length],
    }),
  };
}

function renderQueue(resolvers: MockResolvers) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ModerationPageQuery>(environment, ModerationPageQueryNode, {
    count: REPORT_QUEUE_PAGE_SIZE,
  });
  const rendered = renderWithRelay(<ModerationView queryRef={queryRef} />, { environment });
  void rendered.resolveMostRecentOperation(resolvers);
  return rendered;
}

describe('ModerationView (/moderation/reports)', () => {
  it('lists the open reports with what was said, and dismisses one', async () => {
    const { user, environment } = renderQueue(queue('MODERATOR'));
    expect(await screen.findByRole('heading', { name: '通報一覧' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '未対応（2）' })).toBeChecked();
    const first = screen.getByRole('article', { name: 'くろねこ' });
    expect(within(first).getByText('最後のシーンで泣きました')).toBeInTheDocument();
    expect(
      within(first).getByText('通報者のコメント: まだ最終回を見ていません'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'チャンネルで開く' })).toHaveAttribute(
      'href',
      '/messages/chat/channel-1?message=message-1',
    );
    // Blocking an account is for operators; a report of a fan has no message to delete.
    expect(screen.queryByRole('button', { name: 'ファンをブロック' })).not.toBeInTheDocument();
    const second = screen.getByRole('article', { name: '公式スタッフ' });
    expect(within(second).queryByRole('button', { name: 'メッセージを削除' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: '対応不要' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useResolveChatReportMutation');
    expect(mutation.request.variables.input).toMatchObject({
      reportId: 'report-1',
      action: 'DISMISS',
    });
    expect(mutation.request.variables.connections).toEqual([
      ConnectionHandler.getConnectionID('client:root:chatReportQueue', 'ReportQueue_reports', {
        status: 'OPEN',
      }),
    ]);
    await act(async () => {
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          ...createMockPayloadResolvers(),
          ResolveChatReportResult: () => ({ __typename: 'ResolveChatReportPayload' }),
          ChatReport: () => ({ id: 'report-1', status: 'RESOLVED', resolution: 'DISMISS' }),
        }),
      );
    });
    expect(screen.queryByRole('article', { name: 'くろねこ' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '未対応（1）' })).toBeChecked();
  });

  it('lets an operator delete the message or block the fan, each after confirming', async () => {
    const { user, environment } = renderQueue(queue('OPERATOR'));
    const first = await screen.findByRole('article', { name: 'くろねこ' });
    await user.click(within(first).getByRole('button', { name: 'メッセージを削除' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'このメッセージを全員に対して削除しますか？',
    });
    await user.click(within(dialog).getByRole('button', { name: 'メッセージを削除' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      reportId: 'report-1',
      action: 'HIDE_MESSAGE',
    });
    const second = screen.getByRole('article', { name: '公式スタッフ' });
    expect(within(second).getByRole('button', { name: 'ファンをブロック' })).toBeInTheDocument();
  });

  it('tells a fan who is not a moderator that the page is not for them', async () => {
    renderQueue({
      Query: () => ({
        chatReportQueue: {
          __typename: 'PermissionDeniedError',
          message: 'この操作を行う権限がありません。',
        },
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'モデレーター専用のページです' }),
    ).toBeInTheDocument();
    expect(screen.getByText('この操作を行う権限がありません。')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

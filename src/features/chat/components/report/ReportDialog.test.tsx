import { screen } from '@testing-library/react';
import { act } from 'react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../../tests/relay';
import { ReportDialog, type ReportSubject } from './ReportDialog';

function renderDialog(subject: ReportSubject = { messageId: 'Q2hhdE1lc3NhZ2U6Nw==' }) {
  const onClose = vi.fn();
  const environment = createMockEnvironment();
  const rendered = renderWithRelay(
    <ReportDialog subject={subject} name="ルカ" onClose={onClose} />,
    { environment },
  );
  return { ...rendered, onClose };
}

describe('ReportDialog', () => {
  it('sends the reason and the note once a reason is chosen, and closes', async () => {
    const { user, environment, onClose } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'ルカさんのメッセージを通報' })).toBeVisible();
    const send = screen.getByRole('button', { name: '通報する' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'ネタバレ' }));
    await user.click(screen.getByRole('textbox', { name: '補足（任意）' }));
    await user.paste('  最終回の結末です ');
    await user.click(send);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useReportChatMessageMutation');
    expect(operation.request.variables.input).toMatchObject({
      messageId: 'Q2hhdE1lc3NhZ2U6Nw==',
      reason: 'SPOILER',
      note: '最終回の結末です',
    });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ReportChatMessageResult: () => ({ __typename: 'ReportPayload' }),
        }),
      );
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps one clientMutationId for the dialog and shows a refusal inside it', async () => {
    const { user, environment, onClose } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: '嫌がらせ・誹謗中傷' }));
    await user.click(screen.getByRole('button', { name: '通報する' }));
    const first = environment.mock.getMostRecentOperation();
    await act(async () => {
      environment.mock.resolve(first, {
        data: {
          reportChatMessage: {
            __typename: 'AlreadyReportedError',
            __isError: 'AlreadyReportedError',
            message: 'この内容はすでに通報済みです。運営が確認するまでお待ちください。',
          },
        },
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('すでに通報済み');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '通報する' }));
    const second = environment.mock.getMostRecentOperation();
    expect(second.request.variables.input.clientMutationId).toBe(
      first.request.variables.input.clientMutationId,
    );
  });

  it('reports a fan with reportUser, titled with their name', async () => {
    const { user, environment, onClose } = renderDialog({ userId: 'VXNlcjo0' });
    expect(await screen.findByRole('dialog', { name: 'ルカさんを通報' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'なりすまし' }));
    await user.click(screen.getByRole('button', { name: '通報する' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useReportUserMutation');
    expect(operation.request.variables.input).toMatchObject({
      userId: 'VXNlcjo0',
      reason: 'IMPERSONATION',
      note: null,
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          reportUser: {
            __typename: 'AlreadyReportedError',
            __isError: 'AlreadyReportedError',
            message: 'すでに通報しています',
          },
        },
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('すでに通報しています');
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import DeleteAccountPageQueryNode, {
  type DeleteAccountPageQuery,
} from '../../__generated__/DeleteAccountPageQuery.graphql';
import { DeleteAccountView } from './DeleteAccountPage';

function renderPage(reauthenticateWith = vi.fn(async () => {})) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<DeleteAccountPageQuery>(environment, DeleteAccountPageQueryNode, {});
  const signOut = vi.fn(async () => {});
  const rendered = renderWithRelay(
    <DeleteAccountView
      queryRef={queryRef}
      signOut={signOut}
      reauthenticateWith={reauthenticateWith}
    />,
    { environment },
  );
  void rendered.resolveMostRecentOperation({ User: () => ({ id: 'VXNlcjo0' }) });
  return { ...rendered, signOut, reauthenticateWith };
}

const resolveDelete = (
  environment: ReturnType<typeof createMockEnvironment>,
  result: Record<string, unknown>,
) =>
  act(async () => {
    environment.mock.resolveMostRecentOperation({ data: { deleteAccount: result } });
  });

describe('DeleteAccountView (/settings/personal-info/delete-account)', () => {
  it('deletes only once confirmed, asking for the password again when the sign-in is old', async () => {
    const { user, environment, signOut, reauthenticateWith } = renderPage();
    const submit = await screen.findByRole('button', { name: '退会する' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('メッセージや投稿は「退会したユーザー」として残ります')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /完全に削除される/ }));
    await user.click(submit);
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.node.params.name).toBe('useDeleteAccountMutation');
    expect(first.request.variables.input.confirmed).toBe(true);
    await resolveDelete(environment, {
      __typename: 'RequiresRecentLoginError',
      __isError: 'RequiresRecentLoginError',
      message: '安全のため、続けるにはもう一度パスワードを入力してください。',
    });

    const dialog = await screen.findByRole('dialog', { name: 'ご本人確認' });
    await user.type(screen.getByLabelText(/パスワード/), 'garden-password');
    await user.click(screen.getByRole('button', { name: '続ける' }));
    expect(reauthenticateWith).toHaveBeenCalledWith('garden-password');
    expect(dialog).not.toBeInTheDocument();

    // The same intended deletion is sent again, with the same clientMutationId.
    const retry = environment.mock.getMostRecentOperation();
    expect(retry.request.variables.input.clientMutationId).toBe(
      first.request.variables.input.clientMutationId,
    );
    await resolveDelete(environment, {
      __typename: 'DeleteAccountPayload',
      signInAccountDeleted: true,
    });
    expect(await screen.findByText('退会が完了しました')).toBeVisible();
    expect(signOut).toHaveBeenCalled();
  });

  it('shows a refusal in the fan’s language and stays', async () => {
    const { user, environment, signOut } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: /完全に削除される/ }));
    await user.click(screen.getByRole('button', { name: '退会する' }));
    await resolveDelete(environment, {
      __typename: 'RateLimitedError',
      __isError: 'RateLimitedError',
      message: '短時間に操作が多すぎます。',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('短時間に操作が多すぎます。');
    expect(signOut).not.toHaveBeenCalled();
  });
});

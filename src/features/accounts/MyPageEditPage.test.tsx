import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { MAX_BIO_LENGTH } from '../../../common/limits';
import { renderWithRelay } from '../../../tests/relay';
import MyPageEditPageQueryNode, {
  type MyPageEditPageQuery,
} from '../../__generated__/MyPageEditPageQuery.graphql';
import { MyPageEditView } from './MyPageEditPage';

function renderEditor() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<MyPageEditPageQuery>(environment, MyPageEditPageQueryNode, {});
  const rendered = renderWithRelay(<MyPageEditView queryRef={queryRef} />, { environment });
  void rendered.resolveMostRecentOperation({
    User: () => ({ id: 'VXNlcjo0', displayName: '薔薇の番人', bio: '王子推し。', avatarUrl: null }),
  });
  return rendered;
}

describe('MyPageEditView (/mypage/edit)', () => {
  it('starts from the saved profile and counts the bio’s characters', async () => {
    const { user } = renderEditor();
    const name = await screen.findByRole('textbox', { name: /ニックネーム/ });
    expect(name).toHaveValue('薔薇の番人');
    expect(screen.getByText(`5 / ${MAX_BIO_LENGTH}文字`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '自己紹介' }), '🌹');
    expect(screen.getByText(`6 / ${MAX_BIO_LENGTH}文字`)).toBeInTheDocument();
  });

  it('saves the name and bio with updateProfile', async () => {
    const { user, environment } = renderEditor();
    const name = await screen.findByRole('textbox', { name: /ニックネーム/ });
    await user.clear(name);
    await user.type(name, '花守');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useUpdateProfileMutation');
    expect(operation.request.variables.input).toMatchObject({
      displayName: '花守',
      bio: '王子推し。',
      avatarUploadId: null,
    });
  });

  it('shows a refusal under the field it names', async () => {
    const { user, environment } = renderEditor();
    await user.click(await screen.findByRole('button', { name: '保存する' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          updateProfile: {
            __typename: 'TextModerationError',
            __isError: 'TextModerationError',
            message: 'この庭では使えない言葉が含まれています。',
            field: 'bio',
          },
        },
      });
    });
    expect(await screen.findByText('この庭では使えない言葉が含まれています。')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '自己紹介' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /ニックネーム/ })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });
});

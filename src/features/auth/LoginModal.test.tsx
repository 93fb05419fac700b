import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_TERMS_VERSION } from '../../../common/ageBands';
import { renderWithRelay } from '../../../tests/relay';
import { useLoginModal, type OpenLoginModalOptions } from '../../state/loginModal';
import { signIn, signUp } from './firebaseAuth';
import { LoginModal } from './LoginModal';

// The sign-in service is the one thing faked here: no network, answers per test.
vi.mock('./firebaseAuth', () => ({
  signUp: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  getIdToken: vi.fn(),
  onAuthChanged: vi.fn(() => () => undefined),
}));

const fan = { uid: 'uid-1', email: 'fan@example.com' };

function Harness({ options }: { options?: OpenLoginModalOptions }) {
  const { open } = useLoginModal();
  const location = useLocation();
  return (
    <>
      <button onClick={() => open(options)}>open</button>
      <p data-testid="location">{location.pathname}</p>
      <LoginModal />
    </>
  );
}

// Pasting keeps these tests quick; typing key by key adds nothing the form relies on.
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** The date of birth and the terms, which every join asks for. */
async function agree(user: UserEvent, dialog: HTMLElement, dateOfBirth = '1998-04-01') {
  await fill(user, within(dialog).getByLabelText(/生年月日/), dateOfBirth);
  await user.click(within(dialog).getByRole('checkbox', { name: /利用規約/ }));
}

async function openModal(options?: OpenLoginModalOptions) {
  const rendered = renderWithRelay(<Harness options={options} />);
  await rendered.user.click(screen.getByRole('button', { name: 'open' }));
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

describe('LoginModal', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(signUp).mockReset();
    vi.mocked(signIn).mockReset();
  });

  it('asks only for the e-mail address on sign-up and checks it before asking the server', async () => {
    const { user, dialog, environment } = await openModal();
    expect(within(dialog).getByRole('heading', { name: 'ガーデンに参加する' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/パスワード/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/表示名/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信' }));
    expect(within(dialog).getByText('メールアドレスを入力してください')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/メールアドレス/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信' }));
    expect(within(dialog).getByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/メールアドレス/)).toHaveAttribute('aria-invalid', 'true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('mails a code and goes on to /onboarding/confirmation-code, remembering the way back', async () => {
    const { user, dialog, environment } = await openModal({ redirectPath: '/messages/chat/abc' });
    await fill(user, within(dialog).getByLabelText(/メールアドレス/), 'Fan@Example.com');
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useRequestSignUpCodeMutation');
    expect(operation.request.variables.input).toMatchObject({ email: 'Fan@Example.com' });
    expect(operation.request.variables.input.clientMutationId).toEqual(expect.any(String));
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          requestSignUpCode: {
            __typename: 'RequestSignUpCodePayload',
            authCodeId: 'U2lnblVwQ29kZTox',
            email: 'fan@example.com',
            resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
          },
        },
      });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/onboarding/confirmation-code'),
    );
    expect(JSON.parse(sessionStorage.getItem('garden.onboarding') ?? '{}')).toMatchObject({
      authCodeId: 'U2lnblVwQ29kZTox',
      email: 'fan@example.com',
      redirectPath: '/messages/chat/abc',
    });
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a code in the visitor’s language', async () => {
    const { user, dialog, environment } = await openModal();
    await fill(user, within(dialog).getByLabelText(/メールアドレス/), 'fan@example.com');
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          requestSignUpCode: {
            __typename: 'AuthenticationCodeError',
            __isError: 'AuthenticationCodeError',
            retryAfterSeconds: 40,
            message: '認証コードを送信したばかりです。40秒後にもう一度お試しください。',
          },
        },
      });
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '認証コードを送信したばかりです。40秒後にもう一度お試しください。',
    );
  });

  it('joins with the display name, and shows a typed error from joinCommunity', async () => {
    const { user, dialog, environment } = await openModal({ step: 'join' });
    await fill(user, within(dialog).getByLabelText(/表示名/), '  いけない言葉  ');
    await agree(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '参加する' }));

    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useJoinCommunityMutation');
    expect(operation.request.variables.input).toMatchObject({ displayName: 'いけない言葉' });

    act(() => {
      environment.mock.resolve(operation, {
        data: {
          joinCommunity: {
            __typename: 'TextModerationError',
            message: '使用できない言葉が含まれています',
            field: 'displayName',
          },
        },
      });
    });
    expect(await within(dialog).findByText('使用できない言葉が含まれています')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/表示名/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('stops a fan under 13 before joining, and sends the date of birth and terms version', async () => {
    const { user, dialog, environment } = await openModal({ step: 'join' });
    await fill(user, within(dialog).getByLabelText(/表示名/), 'こども');
    await user.click(within(dialog).getByRole('button', { name: '参加する' }));
    expect(within(dialog).getByText('参加するには利用規約への同意が必要です')).toBeInTheDocument();
    const twelve = new Date();
    twelve.setFullYear(twelve.getFullYear() - 12);
    await agree(user, dialog, twelve.toISOString().slice(0, 10));
    await user.click(within(dialog).getByRole('button', { name: '参加する' }));
    expect(
      await within(dialog).findByText('この庭は13歳以上の方がご利用いただけます'),
    ).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/生年月日/));
    await fill(user, within(dialog).getByLabelText(/生年月日/), '2009-05-05');
    await user.click(within(dialog).getByRole('button', { name: '参加する' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      dateOfBirth: '2009-05-05',
      acceptedTermsVersion: CURRENT_TERMS_VERSION,
    });
  });

  it('closes and goes to the redirect path once the fan has joined', async () => {
    const { user, dialog, environment } = await openModal({
      step: 'join',
      redirectPath: '/messages/chat/abc',
    });
    await fill(user, within(dialog).getByLabelText(/表示名/), '人形つかい');
    await agree(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '参加する' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          joinCommunity: {
            __typename: 'JoinCommunityPayload',
            viewer: {
              isSignedIn: true,
              user: { id: 'User:1', displayName: '人形つかい' },
              joinedCommunity: { __typename: 'Community', id: 'Community:1' },
            },
          },
        },
      });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/messages/chat/abc'),
    );
  });

  it('signs in, then asks only for a display name when the fan has not joined this garden', async () => {
    vi.mocked(signIn).mockResolvedValue(fan);
    const { user, dialog, resolveMostRecentOperation, environment } = await openModal({
      step: 'signin',
    });
    expect(within(dialog).queryByLabelText(/表示名/)).not.toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/メールアドレス/), 'fan@example.com');
    await fill(user, within(dialog).getByLabelText(/パスワード/), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'ログイン' }));
    expect(signIn).toHaveBeenCalledWith('fan@example.com', 'x');

    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
      'viewerMembershipQuery',
    );
    // Async act: the form's follow-up (after the query promise) happens inside it too.
    await act(async () =>
      resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true, joinedCommunity: null }) }),
    );

    expect(
      await within(dialog).findByRole('heading', { name: '表示名を決めましょう' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/表示名/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/パスワード/)).not.toBeInTheDocument();
  });

  it('signs a member in and closes', async () => {
    vi.mocked(signIn).mockResolvedValue(fan);
    const { user, dialog, resolveMostRecentOperation, environment } = await openModal({
      step: 'signin',
    });
    await fill(user, within(dialog).getByLabelText(/メールアドレス/), 'fan@example.com');
    await fill(user, within(dialog).getByLabelText(/パスワード/), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true }) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('switches between sign-up and sign-in', async () => {
    const { user, dialog } = await openModal();
    await user.click(
      within(dialog).getByRole('button', { name: 'アカウントをお持ちの方はこちらからログイン' }),
    );
    expect(within(dialog).getByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/表示名/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'はじめての方はこちらから登録' }));
    expect(within(dialog).getByRole('heading', { name: 'ガーデンに参加する' })).toBeInTheDocument();
  });

  it('labels its fields in English for English visitors', async () => {
    const rendered = renderWithRelay(<Harness />, { locale: 'en' });
    await rendered.user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the garden' });
    expect(within(dialog).getByLabelText(/Email/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send confirmation code' })).toBeVisible();
    expect(
      within(dialog).getByText('We will e-mail a 6-digit confirmation code to this address.'),
    ).toBeVisible();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import { useLoginModal, type OpenLoginModalOptions } from '../../state/loginModal';
import {
  sendSignInLink,
  sendSmsCode,
  signInWithProvider,
  startRedirectSignIn,
} from './firebaseAuth';
import { LoginModal } from './LoginModal';
import { MAX_CODE_ATTEMPTS } from './PhoneSignInForm';

// The sign-in service is the one thing faked here: no network, answers per test.
vi.mock('./firebaseAuth', () => ({
  signUp: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  sendSmsCode: vi.fn(),
  sendSignInLink: vi.fn(),
  signInWithProvider: vi.fn(),
  startRedirectSignIn: vi.fn(),
  getIdToken: vi.fn(),
  onAuthChanged: vi.fn(() => () => undefined),
}));

const fan = { uid: 'uid-1', email: null };
const serviceError = (code: string) => Object.assign(new Error(code), { code });

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

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function openModal(options?: OpenLoginModalOptions, locale: 'ja' | 'en' = 'ja') {
  const rendered = renderWithRelay(<Harness options={options} />, { locale });
  await rendered.user.click(screen.getByRole('button', { name: 'open' }));
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

describe('phone number sign-in in the login modal', () => {
  const confirm = vi.fn();
  beforeEach(() => {
    confirm.mockReset();
    vi.mocked(sendSmsCode).mockReset();
    vi.mocked(sendSmsCode).mockResolvedValue({ confirm });
  });

  async function openPhoneStep() {
    const opened = await openModal();
    await opened.user.click(
      within(opened.dialog).getByRole('button', { name: '電話番号で続ける' }),
    );
    expect(
      within(opened.dialog).getByRole('heading', { name: '電話番号でログイン' }),
    ).toBeInTheDocument();
    return opened;
  }

  it('sends the code to the number in E.164 form, Japan (+81) by default', async () => {
    const { user, dialog } = await openPhoneStep();
    expect(within(dialog).getByRole('textbox', { name: '国・地域番号' })).toHaveValue('日本 +81');
    await fill(user, within(dialog).getByLabelText(/^電話番号/), '090-1234-5678');
    await user.click(within(dialog).getByRole('button', { name: '確認コードを送る' }));
    expect(sendSmsCode).toHaveBeenCalledWith('+819012345678', expect.any(HTMLElement));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '+819012345678 に確認コードを送りました。',
    );
  });

  it('refuses an empty or impossible number before sending, and shows the service’s refusal', async () => {
    const { user, dialog } = await openPhoneStep();
    await user.click(within(dialog).getByRole('button', { name: '確認コードを送る' }));
    expect(within(dialog).getByText('電話番号を入力してください')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/^電話番号/), '12');
    await user.click(within(dialog).getByRole('button', { name: '確認コードを送る' }));
    expect(within(dialog).getByText(/電話番号が正しくありません/)).toBeInTheDocument();
    expect(sendSmsCode).not.toHaveBeenCalled();

    vi.mocked(sendSmsCode).mockRejectedValueOnce(serviceError('auth/too-many-requests'));
    await fill(user, within(dialog).getByLabelText(/^電話番号/), '09012345678');
    await user.click(within(dialog).getByRole('button', { name: '確認コードを送る' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '試行回数が多すぎます。しばらくしてからお試しください',
    );
  });

  it('explains a wrong code, then locks after too many attempts until a new code is sent', async () => {
    confirm.mockRejectedValue(serviceError('auth/invalid-verification-code'));
    const { user, dialog } = await openPhoneStep();
    await fill(user, within(dialog).getByLabelText(/^電話番号/), '09012345678');
    await user.click(within(dialog).getByRole('button', { name: '確認コードを送る' }));
    const code = await within(dialog).findByLabelText(/確認コード/);

    await fill(user, code, '12ab');
    await user.click(within(dialog).getByRole('button', { name: '確認してログイン' }));
    expect(within(dialog).getByText('6桁の数字を入力してください')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await fill(user, code, '000000');
    await user.click(within(dialog).getByRole('button', { name: '確認してログイン' }));
    expect(await within(dialog).findByText('確認コードが違います')).toBeInTheDocument();
    for (let attempt = 2; attempt <= MAX_CODE_ATTEMPTS; attempt++) {
      await user.click(within(dialog).getByRole('button', { name: '確認してログイン' }));
      await waitFor(() => expect(confirm).toHaveBeenCalledTimes(attempt));
    }
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '確認コードの入力回数が上限に達しました。新しいコードを送ってください',
    );
    expect(within(dialog).getByRole('button', { name: '確認してログイン' })).toBeDisabled();

    // A new code opens the form again.
    await user.click(within(dialog).getByRole('button', { name: 'コードを送り直す' }));
    await waitFor(() => expect(sendSmsCode).toHaveBeenCalledTimes(2));
    expect(within(dialog).getByRole('button', { name: '確認してログイン' })).toBeEnabled();
  });

  it('asks a new fan to join after the code, and closes for a member', async () => {
    confirm.mockResolvedValue(fan);
    const { user, dialog, environment, resolveMostRecentOperation } = await openPhoneStep();
    await fill(user, within(dialog).getByLabelText(/^電話番号/), '09012345678');
    await user.click(within(dialog).getByRole('button', { name: '確認コードを送る' }));
    await fill(user, await within(dialog).findByLabelText(/確認コード/), '123456');
    await user.click(within(dialog).getByRole('button', { name: '確認してログイン' }));
    expect(confirm).toHaveBeenCalledWith('123456');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
        'viewerMembershipQuery',
      ),
    );
    await act(async () =>
      resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true, joinedCommunity: null }) }),
    );
    expect(
      await within(dialog).findByRole('heading', { name: '表示名を決めましょう' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/生年月日/)).toBeInTheDocument();
  });

  it('goes back to e-mail and password', async () => {
    const { user, dialog } = await openPhoneStep();
    await user.click(
      within(dialog).getByRole('button', { name: 'メールアドレスとパスワードで続ける' }),
    );
    expect(within(dialog).getByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/パスワード/)).toBeInTheDocument();
  });

  it('speaks English to English visitors', async () => {
    const { user, dialog } = await openModal({ step: 'sms' }, 'en');
    expect(
      within(dialog).getByRole('heading', { name: 'Sign in with your phone' }),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/^Phone number/), '+1 415 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sendSmsCode).toHaveBeenCalledWith('+14155550100', expect.any(HTMLElement));
  });
});

describe('e-mail link sign-in in the login modal', () => {
  beforeEach(() => {
    vi.mocked(sendSignInLink).mockReset();
    vi.mocked(sendSignInLink).mockResolvedValue(undefined);
  });

  it('sends a link that lands on /onboarding/login and returns to the redirect path', async () => {
    const { user, dialog } = await openModal({
      step: 'emailLink',
      redirectPath: '/messages/chat/a',
    });
    expect(
      within(dialog).getByRole('heading', { name: 'メールのリンクでログイン' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ログインリンクを送る' }));
    expect(within(dialog).getByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(sendSignInLink).not.toHaveBeenCalled();

    await fill(user, within(dialog).getByLabelText(/メールアドレス/), 'fan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'ログインリンクを送る' }));
    expect(sendSignInLink).toHaveBeenCalledWith(
      'fan@example.com',
      `${window.location.origin}/onboarding/login?redirect=%2Fmessages%2Fchat%2Fa`,
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'fan@example.com にログイン用のリンクを送りました。',
    );
  });

  it('shows the service’s refusal', async () => {
    vi.mocked(sendSignInLink).mockRejectedValue(serviceError('auth/network-request-failed'));
    const { user, dialog } = await openModal({ step: 'emailLink' });
    await fill(user, within(dialog).getByLabelText(/メールアドレス/), 'fan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'ログインリンクを送る' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '通信できませんでした。接続を確認してもう一度お試しください',
    );
  });
});

const provider = (id: string) => expect.objectContaining({ id });

describe('social sign-in and the forgotten password', () => {
  beforeEach(() => {
    vi.mocked(signInWithProvider).mockReset();
  });

  it('offers Google, Apple and X, in both languages', async () => {
    const { dialog } = await openModal();
    for (const name of ['Googleで続ける', 'Appleで続ける', 'Xで続ける'])
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
  });

  it('names the providers in English too', async () => {
    const { dialog } = await openModal(undefined, 'en');
    for (const name of ['Continue with Google', 'Continue with Apple', 'Continue with X'])
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
  });

  it('signs a member in with X in a popup', async () => {
    vi.mocked(signInWithProvider).mockResolvedValue({ uid: 'x', email: null });
    const { user, dialog, environment, resolveMostRecentOperation } = await openModal({
      redirectPath: '/mypage',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Xで続ける' }));
    expect(signInWithProvider).toHaveBeenCalledWith(provider('twitter.com'));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true }) }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mypage'));
  });

  it('tells a fan whose e-mail signs in another way to use that way', async () => {
    vi.mocked(signInWithProvider).mockRejectedValueOnce(
      serviceError('auth/account-exists-with-different-credential'),
    );
    const { user, dialog } = await openModal(undefined, 'en');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Apple' }));
    expect(signInWithProvider).toHaveBeenCalledWith(provider('apple.com'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This e-mail address is registered with another sign-in method',
    );
  });

  it('signs a member in with Google and closes', async () => {
    vi.mocked(signInWithProvider).mockResolvedValue({ uid: 'g', email: 'g@example.com' });
    const { user, dialog, environment, resolveMostRecentOperation } = await openModal({
      redirectPath: '/mypage',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Googleで続ける' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true }) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mypage'));
  });

  it('says so when the popup was closed or blocked', async () => {
    vi.mocked(signInWithProvider).mockRejectedValueOnce(serviceError('auth/popup-closed-by-user'));
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Googleで続ける' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ログインが完了する前にウィンドウが閉じられました',
    );
    vi.mocked(signInWithProvider).mockRejectedValueOnce(serviceError('auth/popup-blocked'));
    await user.click(within(dialog).getByRole('button', { name: 'Googleで続ける' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/ブロックされました/),
    );
  });

  it('goes by redirect on a narrow screen, to come back to the redirect path', async () => {
    // The phone-sized screen: only the sign-in's own query answers "matches".
    const original = window.matchMedia;
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) =>
        query.includes('max-width: 36em') ? { ...original(query), matches: true } : original(query),
      );
    try {
      vi.mocked(startRedirectSignIn).mockResolvedValue(undefined);
      const { user, dialog } = await openModal({ redirectPath: '/messages/chat/a' });
      await user.click(within(dialog).getByRole('button', { name: 'Appleで続ける' }));
      await waitFor(() =>
        expect(startRedirectSignIn).toHaveBeenCalledWith(provider('apple.com'), '/messages/chat/a'),
      );
      expect(signInWithProvider).not.toHaveBeenCalled();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('links to /password-reset from the sign-in step only', async () => {
    const { user, dialog } = await openModal();
    expect(within(dialog).queryByRole('link', { name: 'パスワードをお忘れですか？' })).toBeNull();
    await user.click(
      within(dialog).getByRole('button', { name: 'アカウントをお持ちの方はこちらからログイン' }),
    );
    await user.click(within(dialog).getByRole('link', { name: 'パスワードをお忘れですか？' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/password-reset');
  });

  it('opens straight at the join step for a fan signed in elsewhere', async () => {
    const { dialog } = await openModal({ step: 'join' });
    expect(
      within(dialog).getByRole('heading', { name: '表示名を決めましょう' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/メールアドレス/)).not.toBeInTheDocument();
  });
});

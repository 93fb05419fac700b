import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../tests/TestProviders';
import { AuthActionPage } from './AuthActionPage';
import {
  checkPasswordResetCode,
  EMAIL_FOR_SIGN_IN_KEY,
  isEmailSignInLink,
  resetPassword,
  signInWithLink,
  verifyEmail,
} from './emailActions';

vi.mock('./emailActions', () => ({
  EMAIL_FOR_SIGN_IN_KEY: 'garden.emailForSignIn',
  verifyEmail: vi.fn(),
  checkPasswordResetCode: vi.fn(),
  resetPassword: vi.fn(),
  isEmailSignInLink: vi.fn(),
  signInWithLink: vi.fn(),
}));

afterEach(() => {
  vi.resetAllMocks();
  window.localStorage.clear();
});

function renderAt(search: string) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[`/auth/handler${search}`]}>
        <AuthActionPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('AuthActionPage', () => {
  it('verifies an email address with the action code', async () => {
    vi.mocked(verifyEmail).mockResolvedValue();
    renderAt('?mode=verifyEmail&oobCode=code-1');
    expect(await screen.findByText('メールアドレスを確認しました。')).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledWith('code-1');
  });

  it('says so when the verification link is used up', async () => {
    vi.mocked(verifyEmail).mockRejectedValue(new Error('auth/invalid-action-code'));
    renderAt('?mode=verifyEmail&oobCode=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('確認できませんでした');
  });

  it('resets a password with a new one, after checking the code', async () => {
    vi.mocked(checkPasswordResetCode).mockResolvedValue('fan@example.com');
    vi.mocked(resetPassword).mockResolvedValue();
    renderAt('?mode=resetPassword&oobCode=code-2');
    expect(
      await screen.findByText('fan@example.com の新しいパスワードを決めてください。'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/新しいパスワード/), 'abc');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(await screen.findByText('6文字以上にしてください')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/新しいパスワード/), 'defgh');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(await screen.findByText(/パスワードを変更しました/)).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith('code-2', 'abcdefgh');
  });

  it('finishes an email-link sign-in with the address remembered on this device', async () => {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, 'fan@example.com');
    vi.mocked(isEmailSignInLink).mockResolvedValue(true);
    vi.mocked(signInWithLink).mockResolvedValue({ uid: 'u1', email: 'fan@example.com' });
    renderAt('?mode=signIn&oobCode=code-3');
    expect(await screen.findByText('ログインしました。')).toBeInTheDocument();
    expect(signInWithLink).toHaveBeenCalledWith('fan@example.com', window.location.href);
    expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBeNull();
  });

  it('asks for the address when the link is opened on another device', async () => {
    vi.mocked(isEmailSignInLink).mockResolvedValue(true);
    vi.mocked(signInWithLink).mockRejectedValue(new Error('auth/invalid-email'));
    renderAt('?mode=signIn&oobCode=code-4');
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(/リンクを受け取ったメールアドレス/),
      'other@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ログインできませんでした');
    expect(signInWithLink).toHaveBeenCalledWith('other@example.com', window.location.href);
  });

  it('explains an unknown mode or a missing code', async () => {
    renderAt('?mode=recoverEmail');
    expect(screen.getByRole('heading', { name: 'リンクを確認できません' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('期限が切れています');
  });
});

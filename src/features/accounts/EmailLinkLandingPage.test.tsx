import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import { emailOfSentLink, isSignInLink, signInWithLink } from '../auth/firebaseAuth';
import { LoginModal } from '../auth/LoginModal';
import { EmailLinkLandingPage } from './EmailLinkLandingPage';

vi.mock('../auth/firebaseAuth', () => ({
  isSignInLink: vi.fn(),
  emailOfSentLink: vi.fn(),
  signInWithLink: vi.fn(),
  signUp: vi.fn(),
  signIn: vi.fn(),
  getIdToken: vi.fn(),
  onAuthChanged: vi.fn(() => () => undefined),
}));

function Landing() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <EmailLinkLandingPage />
      <LoginModal />
    </>
  );
}

function renderLanding(locale: 'ja' | 'en' = 'ja') {
  return renderWithRelay(<Landing />, {
    locale,
    routePath: '*',
    initialPath: '/onboarding/login?redirect=%2Fmypage&mode=signIn&oobCode=abc',
  });
}

const fan = { uid: 'uid-1', email: 'fan@example.com' };

describe('EmailLinkLandingPage', () => {
  beforeEach(() => {
    vi.mocked(isSignInLink).mockReset();
    vi.mocked(isSignInLink).mockResolvedValue(true);
    vi.mocked(emailOfSentLink).mockReset();
    vi.mocked(signInWithLink).mockReset();
  });

  it('signs in with the address kept on this device and returns a member to ?redirect', async () => {
    vi.mocked(emailOfSentLink).mockReturnValue('fan@example.com');
    vi.mocked(signInWithLink).mockResolvedValue(fan);
    const { environment, resolveMostRecentOperation } = renderLanding();
    await waitFor(() =>
      expect(signInWithLink).toHaveBeenCalledWith('fan@example.com', expect.any(String)),
    );
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true }) }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mypage'));
    expect(signInWithLink).toHaveBeenCalledTimes(1);
  });

  it('asks for the address on another device, refuses a different one, then asks a new fan to join', async () => {
    vi.mocked(emailOfSentLink).mockReturnValue(null);
    vi.mocked(signInWithLink)
      .mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-email' }))
      .mockResolvedValueOnce(fan);
    const { user, environment, resolveMostRecentOperation } = renderLanding();
    const email = await screen.findByLabelText(/メールアドレス/);
    expect(screen.getByText(/別の端末でリンクを開いた場合は/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ログインする' }));
    expect(screen.getByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(signInWithLink).not.toHaveBeenCalled();

    await user.type(email, 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'ログインする' }));
    expect(await screen.findByText('リンクを送ったメールアドレスと違います')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/メールアドレス/));
    await user.type(screen.getByLabelText(/メールアドレス/), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'ログインする' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () =>
      resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true, joinedCommunity: null }) }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: '表示名を決めましょう' }),
    ).toBeInTheDocument();
  });

  it('says a used or expired link cannot sign in', async () => {
    vi.mocked(emailOfSentLink).mockReturnValue('fan@example.com');
    vi.mocked(signInWithLink).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/invalid-action-code' }),
    );
    renderLanding('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or was already used. Send a new one',
    );
  });

  it('explains itself when opened without a link, and opens the sign-in', async () => {
    vi.mocked(isSignInLink).mockResolvedValue(false);
    const { user } = renderLanding();
    expect(
      await screen.findByText('このページはメールのログインリンクから開いてください。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ログイン画面を開く' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'メールのリンクでログイン' }),
    ).toBeInTheDocument();
    expect(signInWithLink).not.toHaveBeenCalled();
  });
});

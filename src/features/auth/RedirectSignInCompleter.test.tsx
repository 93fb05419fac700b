import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import { finishRedirectSignIn } from './firebaseAuth';
import { LoginModal } from './LoginModal';
import { RedirectSignInCompleter } from './RedirectSignInCompleter';

vi.mock('./firebaseAuth', () => ({
  finishRedirectSignIn: vi.fn(),
  signUp: vi.fn(),
  signIn: vi.fn(),
  getIdToken: vi.fn(),
  onAuthChanged: vi.fn(() => () => undefined),
}));

function Shell() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <RedirectSignInCompleter />
      <LoginModal />
    </>
  );
}

describe('RedirectSignInCompleter', () => {
  beforeEach(() => {
    vi.mocked(finishRedirectSignIn).mockReset();
  });

  it('does nothing when no redirect sign-in was under way', async () => {
    vi.mocked(finishRedirectSignIn).mockResolvedValue(null);
    const { environment } = renderWithRelay(<Shell />);
    await waitFor(() => expect(finishRedirectSignIn).toHaveBeenCalledTimes(1));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a returning member on to where they were', async () => {
    vi.mocked(finishRedirectSignIn).mockResolvedValue('/messages/chat/a');
    const { environment, resolveMostRecentOperation } = renderWithRelay(<Shell />);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true }) }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/messages/chat/a'),
    );
  });

  it('gives a new fan the join step', async () => {
    vi.mocked(finishRedirectSignIn).mockResolvedValue('/');
    const { environment, resolveMostRecentOperation } = renderWithRelay(<Shell />);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () =>
      resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true, joinedCommunity: null }) }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: '表示名を決めましょう' }),
    ).toBeInTheDocument();
  });

  it('tells the refusal in the fan’s language', async () => {
    vi.mocked(finishRedirectSignIn).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/account-exists-with-different-credential' }),
    );
    renderWithRelay(<Shell />, { locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail address is registered with another sign-in method',
    );
  });
});

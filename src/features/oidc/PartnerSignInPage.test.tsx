import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import { LoginModal } from '../auth/LoginModal';
import { signInWithPartnerToken } from '../auth/firebaseAuth';
import { PartnerSignInPage } from './PartnerSignInPage';

vi.mock('../auth/firebaseAuth', () => ({
  signInWithPartnerToken: vi.fn(),
  signUp: vi.fn(),
  signIn: vi.fn(),
  getIdToken: vi.fn(),
  onAuthChanged: vi.fn(() => () => undefined),
}));

const renderPage = (path: string, locale: 'ja' | 'en' = 'ja') =>
  renderWithRelay(
    <>
      <PartnerSignInPage />
      <LoginModal />
    </>,
    { initialPath: path, locale },
  );

describe('PartnerSignInPage', () => {
  beforeEach(() => {
    vi.mocked(signInWithPartnerToken).mockReset();
    vi.mocked(signInWithPartnerToken).mockResolvedValue({ uid: 'partner-x', email: null });
  });

  it('uses the link, signs in with its custom token and gives a new fan the join step', async () => {
    const { environment, resolveMostRecentOperation } = renderPage(
      '/partner-sign-in?token=link-token',
    );
    expect(screen.getByRole('status')).toHaveTextContent('サインインリンクを確認しています');
    const redeem = environment.mock.getMostRecentOperation();
    expect(redeem.request.variables.input).toMatchObject({ token: 'link-token' });
    await resolveMostRecentOperation({
      Mutation: () => ({
        redeemPartnerSignInLink: { __typename: 'RedeemPartnerSignInLinkPayload' },
      }),
      RedeemPartnerSignInLinkPayload: () => ({ customToken: 'custom-token' }),
    });
    await waitFor(() => expect(signInWithPartnerToken).toHaveBeenCalledWith('custom-token'));
    // Then, as after any sign-in: is this fan a member here?
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () =>
      resolveMostRecentOperation({ Viewer: () => ({ isSignedIn: true, joinedCommunity: null }) }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: '表示名を決めましょう' }),
    ).toBeInTheDocument();
  });

  it('tells why a link cannot be used, and never signs in', async () => {
    const { resolveMostRecentOperation } = renderPage('/partner-sign-in?token=used', 'en');
    await resolveMostRecentOperation({
      Mutation: () => ({
        redeemPartnerSignInLink: {
          __typename: 'PartnerSignInLinkError',
          message: 'This sign-in link was already used. Please sign in again from the partner app.',
        },
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This link cannot sign you in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link was already used');
    expect(signInWithPartnerToken).not.toHaveBeenCalled();
  });

  it('says a link without its token is cut short, without asking the server', async () => {
    const { environment } = renderPage('/partner-sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent('リンクが途中で切れているようです');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

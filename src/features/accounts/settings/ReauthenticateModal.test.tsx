import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../tests/relay';
import { reauthenticateWithProvider, sendReauthSmsCode } from '../../auth/firebaseAuth';
import type { ReauthMethod } from '../../auth/firebaseAuth';
import { ReauthenticateModal } from './ReauthenticateModal';

vi.mock('../../auth/firebaseAuth', () => ({
  reauthenticate: vi.fn(),
  reauthenticateWithProvider: vi.fn(),
  reauthMethodOfCurrentUser: vi.fn(),
  sendReauthSmsCode: vi.fn(),
  sendSmsCode: vi.fn(),
}));

const mismatch = Object.assign(new Error('x'), { code: 'auth/user-mismatch' });

function renderModal(method: ReauthMethod, locale: 'ja' | 'en' = 'ja') {
  const onDone = vi.fn();
  const reauthenticateWith = vi.fn(async () => {});
  const rendered = renderWithRelay(
    <ReauthenticateModal
      opened
      onClose={() => undefined}
      onDone={onDone}
      reauthenticateWith={reauthenticateWith}
      methodOf={async () => method}
    />,
    { locale },
  );
  return { ...rendered, onDone, reauthenticateWith };
}

describe('ReauthenticateModal', () => {
  beforeEach(() => {
    vi.mocked(reauthenticateWithProvider).mockReset();
    vi.mocked(sendReauthSmsCode).mockReset();
  });

  it('asks a password account for the password', async () => {
    const { user, onDone, reauthenticateWith } = renderModal('password');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/パスワード/), 'garden-password');
    await user.click(within(dialog).getByRole('button', { name: '続ける' }));
    expect(reauthenticateWith).toHaveBeenCalledWith('garden-password');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('confirms a Google account with Google, and says so when it is another account', async () => {
    vi.mocked(reauthenticateWithProvider).mockRejectedValueOnce(mismatch).mockResolvedValueOnce();
    const { user, onDone } = renderModal('google.com');
    const dialog = await screen.findByRole('dialog');
    const confirm = await within(dialog).findByRole('button', { name: 'Googleで本人確認する' });
    expect(within(dialog).queryByLabelText(/パスワード/)).not.toBeInTheDocument();
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ログイン中のアカウントとは別のアカウントです',
    );
    expect(onDone).not.toHaveBeenCalled();
    await user.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(reauthenticateWithProvider).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'google.com' }),
    );
  });

  it('confirms an X or Apple account with that provider', async () => {
    vi.mocked(reauthenticateWithProvider).mockResolvedValue();
    const { user, onDone } = renderModal('twitter.com', 'en');
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('For your security, sign in with X again to continue.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with X' }));
    expect(reauthenticateWithProvider).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'twitter.com' }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('confirms a phone account with a code sent to its number', async () => {
    const confirm = vi.fn(async () => ({ uid: 'u', email: null }));
    vi.mocked(sendReauthSmsCode).mockResolvedValue({ confirm });
    const { user, onDone } = renderModal('phone', 'en');
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/enter the code we send to this account's phone number/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Phone number/), '090-1234-5678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sendReauthSmsCode).toHaveBeenCalledWith('+819012345678', expect.any(HTMLElement));
    await user.type(await within(dialog).findByLabelText(/Code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and sign in' }));
    expect(confirm).toHaveBeenCalledWith('123456');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

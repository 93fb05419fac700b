import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import { useSetAuthUser } from '../../state/auth';
import type { AccountPhoneNumber } from '../auth/accountPhoneNumber';
import { reauthenticate } from '../auth/firebaseAuth';
import { PhoneNumberSettingsPage } from './PhoneNumberSettingsPage';

// Only the re-authentication prompt's calls to the sign-in service are faked here; the
// page's own are passed in.
vi.mock('../auth/firebaseAuth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth/firebaseAuth')>()),
  reauthenticate: vi.fn(async () => {}),
  reauthMethodOfCurrentUser: vi.fn(async () => 'password'),
}));

const serviceError = (code: string) => Object.assign(new Error(code), { code });

function SignedIn({ children }: { children: ReactNode }) {
  const setAuthUser = useSetAuthUser();
  useEffect(() => setAuthUser({ uid: 'fan-1', email: 'fan@example.com' }), [setAuthUser]);
  return <>{children}</>;
}

/** The page for an account whose number (as the service keeps it) starts as `initial`. */
function renderPage(initial: AccountPhoneNumber, locale: 'ja' | 'en' = 'ja') {
  let account = initial;
  const confirm = vi.fn<(code: string) => Promise<void>>(async () => {
    account = { ...account, phoneNumber: '+819087654321' };
  });
  const sendCode = vi.fn<
    (phoneNumber: string, container: HTMLElement) => Promise<{ confirm: typeof confirm }>
  >(async () => ({ confirm }));
  const remove = vi.fn(async () => {
    account = { ...account, phoneNumber: null };
  });
  const read = vi.fn(async () => account);
  const rendered = renderWithRelay(
    <SignedIn>
      <PhoneNumberSettingsPage read={read} sendCode={sendCode} remove={remove} />
    </SignedIn>,
    { locale },
  );
  return { ...rendered, confirm, sendCode, remove };
}

async function enterNewNumber(user: UserEvent, typed: string, code = '123456') {
  await user.type(screen.getByLabelText(/^電話番号/), typed);
  await user.click(screen.getByRole('button', { name: '確認コードを送る' }));
  await user.type(await screen.findByLabelText(/確認コード/), code);
  await user.click(screen.getByRole('button', { name: '確認して登録する' }));
}

describe('PhoneNumberSettingsPage (/settings/personal-info/phone-number)', () => {
  it('adds a number with the code sent to it, then shows only its last digits', async () => {
    const { user, sendCode, confirm } = renderPage({
      phoneNumber: null,
      hasOtherSignInMethod: true,
    });
    expect(await screen.findByText('電話番号はまだ登録されていません。')).toBeVisible();
    expect(screen.queryByRole('button', { name: '電話番号を削除する' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '電話番号を登録する' }));
    expect(screen.getByText('新しい電話番号にSMSで確認コードを送ります。')).toBeVisible();
    await enterNewNumber(user, '090-8765-4321');
    expect(sendCode).toHaveBeenCalledWith('+819087654321', expect.any(HTMLElement));
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(await screen.findByRole('status')).toHaveTextContent('電話番号を登録しました。');
    expect(await screen.findByTestId('current-phone-number')).toHaveTextContent('末尾 4321');
    expect(screen.queryByText(/\+8190/)).toBeNull();
    expect(screen.getByRole('button', { name: '電話番号を変更する' })).toBeVisible();
  });

  it('leaves a wrong code to the form, and asks an old sign-in again before the change', async () => {
    const { user, confirm } = renderPage({
      phoneNumber: '+819012345678',
      hasOtherSignInMethod: true,
    });
    await user.click(await screen.findByRole('button', { name: '電話番号を変更する' }));
    confirm.mockRejectedValueOnce(serviceError('auth/invalid-verification-code'));
    await enterNewNumber(user, '09087654321', '000000');
    expect(await screen.findByText('確認コードが違います')).toBeVisible();

    confirm.mockRejectedValueOnce(serviceError('auth/requires-recent-login'));
    await user.clear(screen.getByLabelText(/確認コード/));
    await user.type(screen.getByLabelText(/確認コード/), '123456');
    await user.click(screen.getByRole('button', { name: '確認して登録する' }));
    const dialog = await screen.findByRole('dialog', { name: 'ご本人確認' });
    await user.type(within(dialog).getByLabelText(/パスワード/), 'garden-password');
    await user.click(within(dialog).getByRole('button', { name: '続ける' }));
    expect(reauthenticate).toHaveBeenCalledWith('garden-password');
    // The same code is confirmed again once the fan is who they say.
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(3));
    expect(confirm).toHaveBeenLastCalledWith('123456');
    expect(await screen.findByRole('status')).toHaveTextContent('電話番号を登録しました。');
    expect(await screen.findByTestId('current-phone-number')).toHaveTextContent('末尾 4321');
  });

  it('removes the number while the account signs in another way too', async () => {
    const { user, remove } = renderPage({
      phoneNumber: '+819012345678',
      hasOtherSignInMethod: true,
    });
    expect(await screen.findByTestId('current-phone-number')).toHaveTextContent('末尾 5678');
    await user.click(screen.getByRole('button', { name: '電話番号を削除する' }));
    expect(remove).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('電話番号を削除しました。');
    expect(await screen.findByText('電話番号はまだ登録されていません。')).toBeVisible();
  });

  it('keeps the only way a phone account signs in, and says so in English too', async () => {
    renderPage({ phoneNumber: '+14155550100', hasOtherSignInMethod: false }, 'en');
    expect(await screen.findByTestId('current-phone-number')).toHaveTextContent('Ending in 0100');
    expect(screen.queryByRole('button', { name: 'Remove phone number' })).toBeNull();
    expect(screen.getByText(/only way you sign in, so it cannot be removed/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change phone number' })).toBeVisible();
  });

  it('shows the service’s refusal of a removal', async () => {
    const { user, remove } = renderPage({
      phoneNumber: '+819012345678',
      hasOtherSignInMethod: true,
    });
    remove.mockRejectedValueOnce(serviceError('auth/network-request-failed'));
    await user.click(await screen.findByRole('button', { name: '電話番号を削除する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('通信できませんでした');
    expect(screen.getByTestId('current-phone-number')).toHaveTextContent('末尾 5678');
  });
});

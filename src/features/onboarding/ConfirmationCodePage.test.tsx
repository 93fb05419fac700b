import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import { ConfirmationCodePage } from './ConfirmationCodePage';

const STORAGE_KEY = 'garden.onboarding';

function startOnboarding(resendInSeconds: number) {
  sessionStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      authCodeId: 'U2lnblVwQ29kZToz',
      email: 'aoi@example.com',
      resendAvailableAt: new Date(Date.now() + resendInSeconds * 1000).toISOString(),
      codeConfirmed: false,
      signInMethods: [],
      agreedTermsVersion: null,
      redirectPath: '/messages/chat/1',
    }),
  );
}

const stored = () =>
  JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;

describe('ConfirmationCodePage (/onboarding/confirmation-code)', () => {
  afterEach(() => sessionStorage.clear());

  it('shows a wrong code’s refusal, then confirms the right one', async () => {
    startOnboarding(45);
    const { user, environment } = renderWithRelay(<ConfirmationCodePage />);
    expect(screen.getByText('aoi@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: /秒後に再送信できます/ })).toBeDisabled();

    await user.type(screen.getByLabelText('認証コード 1桁目'), '123456');
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.node.params.name).toBe('useConfirmSignUpCodeMutation');
    expect(first.request.variables.input).toMatchObject({
      authCodeId: 'U2lnblVwQ29kZToz',
      code: '123456',
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          confirmSignUpCode: {
            __typename: 'AuthenticationCodeError',
            __isError: 'AuthenticationCodeError',
            authenticationCodeProblem: 'WRONG',
            message: '認証コードが正しくありません。あと4回入力できます。',
          },
        },
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '認証コードが正しくありません。あと4回入力できます。',
    );
    expect(stored().codeConfirmed).toBe(false);

    await user.type(screen.getByLabelText('認証コード 1桁目'), '654321');
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          confirmSignUpCode: {
            __typename: 'ConfirmSignUpCodePayload',
            authCodeId: 'U2lnblVwQ29kZToz',
            email: 'aoi@example.com',
          },
        },
      });
    });
    expect(stored().codeConfirmed).toBe(true);
  });

  it('sends a new code once the cooldown is over', async () => {
    startOnboarding(-1);
    const { user, environment } = renderWithRelay(<ConfirmationCodePage />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    const request = environment.mock.getMostRecentOperation();
    expect(request.request.node.params.name).toBe('useRequestSignUpCodeMutation');
    expect(request.request.variables.input).toMatchObject({
      email: 'aoi@example.com',
      authCodeId: 'U2lnblVwQ29kZToz',
    });
    const later = new Date(Date.now() + 60_000).toISOString();
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          requestSignUpCode: {
            __typename: 'RequestSignUpCodePayload',
            authCodeId: 'U2lnblVwQ29kZToz',
            email: 'aoi@example.com',
            resendAvailableAt: later,
          },
        },
      });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('We sent you a new code.');
    expect(screen.getByRole('button', { name: /Send again in/ })).toBeDisabled();
  });

  it('asks to start again without a sign-up in progress', () => {
    renderWithRelay(<ConfirmationCodePage />, { locale: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find your sign-up');
    expect(screen.getByRole('button', { name: 'Start signing up' })).toBeVisible();
  });
});

import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../tests/relay';
import type { OAuthConsentCardTestQuery } from '../../../__generated__/OAuthConsentCardTestQuery.graphql';
import { OAuthConsentCard } from './OAuthConsentCard';

function Harness() {
  const data = useLazyLoadQuery<OAuthConsentCardTestQuery>(
    graphql`
      query OAuthConsentCardTestQuery @relay_test_operation {
        oauthAuthorization(uid: "mock-interaction-1") {
          ...OAuthConsentCard_authorization
        }
        viewer {
          user {
            ...OAuthConsentCard_viewer
          }
        }
      }
    `,
    {},
  );
  return data.oauthAuthorization && data.viewer.user ? (
    <OAuthConsentCard authorization={data.oauthAuthorization} viewer={data.viewer.user} />
  ) : null;
}

function renderCard(scopes: string[]) {
  const rendered = renderWithRelay(<Harness />);
  void rendered.resolveMostRecentOperation({
    OAuthAuthorization: () => ({ uid: 'mock-interaction-1', clientName: '魔王子パズル', scopes }),
    User: () => ({ displayName: '花守ミオ', avatarUrl: null }),
  });
  return rendered;
}

describe('OAuthConsentCard', () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  afterEach(() => assign.mockReset());
  afterAll(() => vi.unstubAllGlobals());

  it('names the app and the fan, lists only the scopes asked for, and goes back to the app when allowed', async () => {
    const { user, environment } = renderCard(['OPENID', 'PROFILE']);
    expect(
      await screen.findByRole('heading', { name: '魔王子パズルがサインインを求めています' }),
    ).toBeVisible();
    expect(screen.getByText('花守ミオ')).toBeVisible();
    expect(screen.getByText('ニックネームとアバター')).toBeVisible();
    expect(screen.queryByText('メールアドレス')).toBeNull();
    await user.click(screen.getByRole('button', { name: '許可する' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe(
      'useAnswerOAuthAuthorizationMutationApproveMutation',
    );
    expect(operation.request.variables.input).toEqual({ uid: 'mock-interaction-1' });
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Mutation: () => ({
          approveOAuthAuthorization: {
            __typename: 'OAuthAuthorizationAnsweredPayload',
            redirectUrl: 'http://127.0.0.1/oauth/demo/auth/mock-interaction-1',
          },
        }),
      }),
    );
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1/oauth/demo/auth/mock-interaction-1'),
    );
  });

  it('declines with the other mutation, and says so when the sign-in expired', async () => {
    const { user, environment } = renderCard(['OPENID', 'PROFILE', 'EMAIL']);
    await user.click(await screen.findByRole('button', { name: '拒否する' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe(
      'useAnswerOAuthAuthorizationMutationDenyMutation',
    );
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Mutation: () => ({
          denyOAuthAuthorization: {
            __typename: 'OAuthInteractionExpiredError',
            message: 'このサインインは有効期限が切れたか、すでに完了しています。',
          },
        }),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('有効期限が切れた');
    expect(assign).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createOperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import viewerMembershipQueryNode from '../../__generated__/viewerMembershipQuery.graphql';
import { useSetAuthUser, type AuthUser } from '../../state/auth';
import { useLoginModal } from '../../state/loginModal';
import { TestProviders } from '../../../tests/TestProviders';
import { useRequireMember } from './useRequireMember';

const fan: AuthUser = { uid: 'uid-1', email: 'fan@example.com' };
const member = {
  isSignedIn: true,
  joinedCommunity: { __typename: 'Community', id: 'Community:1' },
};
const notJoined = { isSignedIn: true, joinedCommunity: null };

function setUp(viewer?: object) {
  const environment: MockEnvironment = createMockEnvironment();
  if (viewer)
    environment.commitPayload(createOperationDescriptor(viewerMembershipQueryNode, {}), { viewer });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>
      <TestProviders>
        <MemoryRouter initialEntries={['/messages/chat/abc?from=list']}>{children}</MemoryRouter>
      </TestProviders>
    </RelayEnvironmentProvider>
  );
  return renderHook(
    () => ({
      requireMember: useRequireMember(),
      setAuthUser: useSetAuthUser(),
      modal: useLoginModal().state,
    }),
    { wrapper },
  );
}

function check(result: { current: { requireMember: () => boolean } }): boolean {
  let allowed = false;
  act(() => {
    allowed = result.current.requireMember();
  });
  return allowed;
}

describe('useRequireMember', () => {
  it('lets a signed-in member through without opening the modal', () => {
    const { result } = setUp(member);
    act(() => result.current.setAuthUser(fan));
    expect(check(result)).toBe(true);
    expect(result.current.modal.opened).toBe(false);
  });

  it('opens the sign-up modal, back to this page, for a signed-in fan who has not joined', () => {
    const { result } = setUp(notJoined);
    act(() => result.current.setAuthUser(fan));
    expect(check(result)).toBe(false);
    expect(result.current.modal).toMatchObject({
      opened: true,
      step: 'signup',
      redirectPath: '/messages/chat/abc?from=list',
    });
  });

  it('stops a signed-out visitor even when the store still holds the previous member', () => {
    const { result } = setUp(member);
    act(() => result.current.setAuthUser(null));
    expect(check(result)).toBe(false);
    expect(result.current.modal.opened).toBe(true);
  });

  it('trusts the sign-in state when the store holds no viewer yet', () => {
    const signedIn = setUp();
    act(() => signedIn.result.current.setAuthUser(fan));
    expect(check(signedIn.result)).toBe(true);

    const signedOut = setUp();
    act(() => signedOut.result.current.setAuthUser(null));
    expect(check(signedOut.result)).toBe(false);
    expect(signedOut.result.current.modal.opened).toBe(true);
  });

  it('lets a member through while the sign-in service is still starting up', () => {
    const { result } = setUp(member);
    expect(check(result)).toBe(true);
  });
});

import type { ReactNode } from 'react';
import { RecoilRoot } from 'recoil';
import { authStateAtom, type AuthState } from './auth';

/** The client state root. Recoil stays behind src/state/ so it can be replaced in one place. */
export function AppStateRoot({
  initialAuth,
  children,
}: {
  /** What the server knew of the fan (server rendering): the page hydrates with the same. */
  initialAuth?: AuthState;
  children: ReactNode;
}) {
  return (
    <RecoilRoot
      initializeState={initialAuth ? ({ set }) => set(authStateAtom, initialAuth) : undefined}
    >
      {children}
    </RecoilRoot>
  );
}

import type { ReactNode } from 'react';
import { RecoilRoot } from 'recoil';

/** The client state root. Recoil stays behind src/state/ so it can be replaced in one place. */
export function AppStateRoot({ children }: { children: ReactNode }) {
  return <RecoilRoot>{children}</RecoilRoot>;
}

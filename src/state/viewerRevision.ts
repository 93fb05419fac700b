// Bumped whenever who the viewer is changes (sign-in, sign-out, joining the garden), so
// the shell can drop viewer-dependent Relay data and reload the routes' queries.
import { useCallback } from 'react';
import { atom, useRecoilValue, useSetRecoilState } from 'recoil';

const viewerRevisionAtom = atom<number>({ key: 'viewerRevision', default: 0 });

export function useViewerRevision(): number {
  return useRecoilValue(viewerRevisionAtom);
}

export function useBumpViewerRevision(): () => void {
  const set = useSetRecoilState(viewerRevisionAtom);
  return useCallback(() => set((n) => n + 1), [set]);
}

// Login modal state (spec §3/§4): opens with a step (default 'signup') and a redirect
// path; closing clears the redirect path. onceOpened lets the modal's code load lazily.
import { useCallback, useMemo } from 'react';
import { atom, useRecoilState } from 'recoil';

/**
 * 'signup' and 'signin': e-mail and password; 'sms': a phone number and an SMS code;
 * 'emailLink': a mailed sign-in link; 'join': already signed in (by a method that
 * finished outside the modal), only joining the garden is left.
 */
export type LoginModalStep = 'signup' | 'signin' | 'sms' | 'emailLink' | 'join';

export interface LoginModalState {
  opened: boolean;
  onceOpened: boolean;
  step: LoginModalStep;
  redirectPath: string | null;
}

export interface OpenLoginModalOptions {
  step?: LoginModalStep;
  redirectPath?: string;
}

export const initialLoginModalState: LoginModalState = {
  opened: false,
  onceOpened: false,
  step: 'signup',
  redirectPath: null,
};

export function openedLoginModal(
  state: LoginModalState,
  options: OpenLoginModalOptions = {},
): LoginModalState {
  return {
    ...state,
    opened: true,
    onceOpened: true,
    step: options.step ?? 'signup',
    redirectPath: options.redirectPath ?? null,
  };
}

export function closedLoginModal(state: LoginModalState): LoginModalState {
  return { ...state, opened: false, redirectPath: null };
}

const loginModalAtom = atom<LoginModalState>({
  key: 'loginModal',
  default: initialLoginModalState,
});

export interface LoginModalControls {
  state: LoginModalState;
  open: (options?: OpenLoginModalOptions) => void;
  close: () => void;
  /** Switches between the sign-in methods while the modal stays open. */
  setStep: (step: LoginModalStep) => void;
}

export function useLoginModal(): LoginModalControls {
  const [state, setState] = useRecoilState(loginModalAtom);
  const open = useCallback(
    (options?: OpenLoginModalOptions) => setState((s) => openedLoginModal(s, options)),
    [setState],
  );
  const close = useCallback(() => setState(closedLoginModal), [setState]);
  const setStep = useCallback(
    (step: LoginModalStep) => setState((s) => ({ ...s, step })),
    [setState],
  );
  return useMemo(() => ({ state, open, close, setStep }), [state, open, close, setStep]);
}

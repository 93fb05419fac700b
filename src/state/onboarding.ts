// Onboarding context (spec §3/§4): what the e-mail sign-up steps pass on — the mailed
// code's authCodeId and the e-mail address, the sign-in methods the new account has, the
// terms version agreed to and where the fan returns at the end. Kept in sessionStorage so a
// reload in the middle of the steps does not lose it (and a closed tab forgets it).
import { useCallback, useMemo } from 'react';
import { atom, useRecoilState, type AtomEffect } from 'recoil';

export type SignInMethod = 'password';

export interface OnboardingContext {
  authCodeId: string | null;
  email: string | null;
  /** When another code may be sent (ISO time), from requestSignUpCode. */
  resendAvailableAt: string | null;
  /** True once the code was confirmed (the password step may create the account). */
  codeConfirmed: boolean;
  signInMethods: SignInMethod[];
  /** The terms version agreed to on /onboarding/agree-terms, sent when joining. */
  agreedTermsVersion: string | null;
  /** Where the fan returns when onboarding ends. */
  redirectPath: string;
}

export const initialOnboardingContext: OnboardingContext = {
  authCodeId: null,
  email: null,
  resendAvailableAt: null,
  codeConfirmed: false,
  signInMethods: [],
  agreedTermsVersion: null,
  redirectPath: '/',
};

const STORAGE_KEY = 'garden.onboarding';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const persisted: AtomEffect<OnboardingContext> = ({ setSelf, onSet, trigger }) => {
  const store = storage();
  if (!store) return;
  if (trigger === 'get') {
    try {
      const saved = JSON.parse(store.getItem(STORAGE_KEY) ?? 'null') as unknown;
      if (saved && typeof saved === 'object')
        setSelf({ ...initialOnboardingContext, ...(saved as Partial<OnboardingContext>) });
    } catch {
      store.removeItem(STORAGE_KEY);
    }
  }
  onSet((next, _previous, isReset) => {
    if (isReset) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(next));
  });
};

const onboardingAtom = atom<OnboardingContext>({
  key: 'onboarding',
  default: initialOnboardingContext,
  effects: [persisted],
});

export interface OnboardingControls {
  context: OnboardingContext;
  /** Starts an e-mail sign-up: a code was mailed to `email`. */
  start: (values: {
    authCodeId: string;
    email: string;
    resendAvailableAt: string;
    redirectPath: string;
  }) => void;
  update: (changes: Partial<OnboardingContext>) => void;
  /** Onboarding is over (or abandoned): forget it. */
  finish: () => void;
}

export function useOnboarding(): OnboardingControls {
  const [context, setContext] = useRecoilState(onboardingAtom);
  const start = useCallback<OnboardingControls['start']>(
    (values) => setContext({ ...initialOnboardingContext, ...values }),
    [setContext],
  );
  const update = useCallback(
    (changes: Partial<OnboardingContext>) => setContext((current) => ({ ...current, ...changes })),
    [setContext],
  );
  const finish = useCallback(() => setContext(initialOnboardingContext), [setContext]);
  return useMemo(() => ({ context, start, update, finish }), [context, start, update, finish]);
}

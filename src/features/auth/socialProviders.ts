// The social sign-in providers, in the order their buttons appear. One table: the login
// modal, redirect sign-in and re-authentication all go through it, so a new provider is
// one more row here (and its name in locales/*/auth.json).
import type { AuthProvider } from 'firebase/auth';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** firebase/auth, loaded on first use (the table only names what to build from it). */
type FirebaseAuthSdk = typeof import('firebase/auth');

/** The sign-in service's id of a provider, also what an account's providerData lists. */
export type SocialProviderId = 'google.com' | 'apple.com' | 'twitter.com';

export interface SocialProvider {
  id: SocialProviderId;
  /** The provider's name, as fans know it. */
  name: MessageDescriptor;
  create: (sdk: FirebaseAuthSdk) => AuthProvider;
}

const names = defineMessages({
  google: { id: 'auth.provider.google' },
  apple: { id: 'auth.provider.apple' },
  x: { id: 'auth.provider.x' },
});

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  { id: 'google.com', name: names.google, create: (sdk) => new sdk.GoogleAuthProvider() },
  {
    id: 'apple.com',
    name: names.apple,
    create: (sdk) => {
      // Apple tells the name and e-mail only when asked, and only on the first sign-in.
      const provider = new sdk.OAuthProvider('apple.com');
      provider.addScope('email');
      provider.addScope('name');
      return provider;
    },
  },
  // X keeps Twitter's id in the sign-in service.
  { id: 'twitter.com', name: names.x, create: (sdk) => new sdk.TwitterAuthProvider() },
];

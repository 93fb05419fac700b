import * as sdk from 'firebase/auth';
import type { OAuthProvider } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import enAuth from '../../../locales/en/auth.json';
import jaAuth from '../../../locales/ja/auth.json';
import { SOCIAL_PROVIDERS } from './socialProviders';

describe('SOCIAL_PROVIDERS', () => {
  it('builds each provider the sign-in service knows by the row’s id', () => {
    expect(SOCIAL_PROVIDERS.map((provider) => provider.create(sdk).providerId)).toEqual([
      'google.com',
      'apple.com',
      'twitter.com',
    ]);
  });

  it('asks Apple for the e-mail and the name', () => {
    const apple = SOCIAL_PROVIDERS.find((provider) => provider.id === 'apple.com');
    expect((apple?.create(sdk) as OAuthProvider).getScopes()).toEqual(['email', 'name']);
  });

  it('names every provider in both languages', () => {
    for (const { name } of SOCIAL_PROVIDERS) {
      expect(jaAuth).toHaveProperty([String(name.id)]);
      expect(enAuth).toHaveProperty([String(name.id)]);
    }
  });
});

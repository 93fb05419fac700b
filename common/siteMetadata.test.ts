import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SITE_METADATA, loadSiteMetadata, pickSiteMetadata } from './siteMetadata';

const ja = {
  title: '魔王子と人形の庭',
  image: '/ja.png',
  description: 'ja',
  siteUrl: 'https://x/ja',
};
const en = { title: 'The Garden', image: '/en.png', description: 'en', siteUrl: 'https://x/en' };
const fr = { title: 'Le Jardin', image: '/fr.png', description: 'fr', siteUrl: 'https://x/fr' };

describe('pickSiteMetadata', () => {
  it('uses the requested language', () => {
    expect(pickSiteMetadata({ ja, en }, 'ja')).toEqual(ja);
  });

  it('falls back to English', () => {
    expect(pickSiteMetadata({ ja, en }, 'ko')).toEqual(en);
  });

  it('falls back to the first entry when there is no English', () => {
    expect(pickSiteMetadata({ fr, ja }, 'ko')).toEqual(fr);
  });

  it('gives empty settings for an empty file', () => {
    expect(pickSiteMetadata({}, 'ja')).toEqual(EMPTY_SITE_METADATA);
  });
});

describe('loadSiteMetadata', () => {
  it('reports a load failure and uses empty settings', async () => {
    const report = vi.fn();
    const failure = new Error('404');
    await expect(loadSiteMetadata(() => Promise.reject(failure), 'ja', report)).resolves.toEqual(
      EMPTY_SITE_METADATA,
    );
    expect(report).toHaveBeenCalledWith(failure);
  });

  it('picks from what it loaded', async () => {
    const report = vi.fn();
    await expect(loadSiteMetadata(async () => ({ ja, en }), 'en', report)).resolves.toEqual(en);
    expect(report).not.toHaveBeenCalled();
  });
});

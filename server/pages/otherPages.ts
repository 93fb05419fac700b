// The second test tenant's pages: the same addresses as the demo garden's, so the tests can
// show that an address alone never reaches another garden's page, link or banner.
import type { PagesSeed } from './seedPages';

export const otherPages: PagesSeed = {
  pages: [
    {
      kind: 'LANDING',
      slug: 'new-season',
      title: { en: 'The other garden’s campaign' },
      description: { en: 'Only for the other garden.' },
      blocks: { en: [{ kind: 'paragraph', spans: [{ text: 'other garden content' }] }] },
    },
    {
      kind: 'FREE',
      slug: 'about',
      title: { en: 'About the other garden' },
      description: { en: 'Only for the other garden.' },
    },
  ],
  shareLinks: [
    { urlId: 'tea-party', title: { en: 'The other garden’s link' }, description: { en: 'Other' } },
  ],
  banners: [
    {
      sectionId: 'home',
      title: { en: 'The other garden’s banner' },
      alt: { en: 'Other banner' },
      imageUrl: '/images/pages/tea-party-banner.svg',
      imageWidth: 1200,
      imageHeight: 400,
      href: '/',
      startsInDays: -1,
      position: 0,
    },
  ],
};

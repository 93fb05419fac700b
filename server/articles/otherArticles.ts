// The second test tenant's article: the same address as one of the demo garden's, so the
// tests can show that an address alone never reaches another garden's article.
import type { ArticlesSeed } from './seedArticles';

export const otherArticles: ArticlesSeed = {
  articles: [
    {
      slug: 'creator-interview',
      title: { en: 'The other garden’s interview' },
      lead: { en: 'Only for the other garden.' },
      body: { en: [{ kind: 'paragraph', spans: [{ text: 'other garden article' }] }] },
      daysAgo: 1,
    },
  ],
};

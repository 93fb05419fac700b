// The second test tenant's story: the same addresses as the demo's, so the tests can show
// that another garden's story and chapters are never read here.
import type { StoriesSeed } from './seedStories';

export const otherStories: StoriesSeed = {
  stories: [
    {
      slug: 'demon-prince-and-puppet',
      title: { en: 'The other garden’s story' },
      description: { en: 'Only for the other garden.' },
      chapters: [
        {
          slug: 'moonlit-pact',
          title: { en: 'The other garden’s chapter' },
          summary: { en: 'Only for the other garden.' },
          unlock: { kind: 'PERIOD', opensInDays: 30 },
          parts: [
            {
              title: { en: 'A secret book' },
              body: {
                kind: 'BOOK',
                pages: [
                  {
                    text: { en: 'a secret page of the other garden' },
                    imageUrl: null,
                    imageAlt: {},
                  },
                ],
              },
            },
          ],
        },
      ],
    },
  ],
};

// The second test tenant's cards (server/testing/testGarden.ts): a group, a category, a
// card, a copy of it, a shown collection and a gallery, so tenancy tests can prove none of it reaches
// the demo garden.
import type { CardsSeed } from './seedCards';

const text = (en: string) => ({ en });

export const otherCards: CardsSeed = {
  groups: [
    {
      name: text('Secret cards'),
      description: text('Only for the other garden.'),
      imageUrl: '/images/cards/group-act-one.svg',
      categories: [
        {
          name: text('Secret set'),
          description: text('Only for the other garden.'),
          imageUrl: '/images/cards/category-prince.svg',
          cards: [
            {
              key: 'secret-card',
              name: text('Secret card'),
              text: text('Only for the other garden.'),
              rarity: 'SSR',
              imageUrl: '/images/cards/prince-true-name.svg',
              editionSize: 10,
            },
          ],
        },
      ],
    },
  ],
  copies: [{ fan: 'stranger', card: 'secret-card', count: 1 }],
  shownBy: ['stranger'],
  showcases: { stranger: ['secret-card'] },
};

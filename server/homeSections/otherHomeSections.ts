// The second test tenant's home screen: sections of its own, so the tests can show that
// another garden's sections never appear here.
import type { HomeSectionSeed } from './seedHomeSections';

export const otherHomeSections: HomeSectionSeed[] = [
  {
    kind: 'CASUAL_GAME',
    title: { en: 'The other garden’s game' },
    description: { en: 'Only for the other garden.' },
    imageUrl: null,
    href: '/other-game',
  },
];

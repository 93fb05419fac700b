// The second test tenant's playlist: the same addresses as the demo's, so the tests can show
// that another garden's playlists, videos and members-only sources are never read here.
import type { PlayerSeed } from './seedPlayer';

export const otherPlayer: PlayerSeed = {
  playlists: [
    {
      slug: 'garden-films',
      title: { en: 'The other garden’s films' },
      description: { en: 'Only for the other garden.' },
      videos: [
        {
          slug: 'garden-prelude',
          title: { en: 'The other garden’s secret film' },
          description: { en: 'Only for the other garden’s members.' },
          durationSeconds: 10,
          membersOnly: true,
          source: 'clip:backstage',
          positions: [{ fan: 'stranger', seconds: 4 }],
        },
      ],
    },
  ],
};

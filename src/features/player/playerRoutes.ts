import { defineMessages } from 'react-intl';
import type { PlayerPageQuery } from '../../__generated__/PlayerPageQuery.graphql';
import type { PlaylistPageQuery } from '../../__generated__/PlaylistPageQuery.graphql';
import type { PlaylistsPageQuery } from '../../__generated__/PlaylistsPageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { PLAYLISTS_PAGE_SIZE, VIDEOS_PAGE_SIZE } from './playerPageSize';

const messages = defineMessages({
  player: { id: 'common.nav.player' },
});

/** The garden's playlists, one playlist's videos, and the player. */
export const playerRoutes = featureRoutes('player', [
  {
    path: 'player',
    page: 'PlaylistsPage',
    query: pageQuery<PlaylistsPageQuery>(
      () => import('../../__generated__/PlaylistsPageQuery.graphql'),
      () => ({ count: PLAYLISTS_PAGE_SIZE }),
    ),
    sitemap: 'page',
    handle: {
      navigation: { section: 'more', label: messages.player, icon: 'videos', order: 26 },
    },
  },
  {
    path: 'player/:playlistId',
    page: 'PlaylistPage',
    metadata: 'playlist',
    // network-only: where the fan stopped changes with every visit to the player.
    query: pageQuery<PlaylistPageQuery>(
      () => import('../../__generated__/PlaylistPageQuery.graphql'),
      (params) => ({ playlistId: params.playlistId ?? '', count: VIDEOS_PAGE_SIZE }),
      'network-only',
    ),
  },
  {
    path: 'player/:playlistId/:videoId',
    page: 'PlayerPage',
    metadata: 'video',
    query: pageQuery<PlayerPageQuery>(
      () => import('../../__generated__/PlayerPageQuery.graphql'),
      (params) => ({
        playlistId: params.playlistId ?? '',
        videoId: params.videoId ?? '',
        count: VIDEOS_PAGE_SIZE,
      }),
      'network-only',
    ),
  },
]);

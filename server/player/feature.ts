// The player: playlists of videos, fans' resume positions, and members-only videos played
// only with the MEMBERS_ONLY_VIDEOS perk (GraphQL and the media route alike).
import { defineServerFeature } from '../platform/serverFeature';
import { createPlayerLoaders } from './loaders';
import { playerOperatorResolvers } from './operatorResolvers';
import { playerResolvers } from './playerResolvers';
import { saveVideoPositionResolvers } from './saveVideoPosition';
import { playlists, videoPositions, videos } from './tables';

export const playerFeature = defineServerFeature({
  name: 'player',
  resolvers: [playerResolvers, saveVideoPositionResolvers, playerOperatorResolvers],
  tables: { playlists, videos, videoPositions },
  loaders: createPlayerLoaders,
  nodeTypes: {
    Playlist: (loaders) => loaders.playlistById,
    Video: (loaders) => loaders.videoById,
  },
});

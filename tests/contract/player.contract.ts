// The player: the demo playlist's videos in order, a members-only video's source locked for a
// visitor (requiresSignIn) and a new fan (not), in the request language and never its URL;
// a fan's position saved and read back (the last save wins); the typed errors of
// saveVideoPosition; and the operators' mutations refused to a visitor and a member — the
// same on the real server and the mock.
import { expect } from 'vitest';
import { defineContract, type ContractResponse } from './contractServer';
import { joinAs } from './documents';

const PLAYLIST = /* GraphQL */ `
  query ContractPlaylist($playlistId: String!) {
    community {
      playlists(first: 5) {
        edges {
          node {
            playlistId
            videoCount
          }
        }
      }
      playlist(playlistId: $playlistId) {
        playlistId
        title
        videoCount
        viewerContinueVideo {
          videoId
        }
        videos(first: 10) {
          edges {
            node {
              id
              videoId
              number
              isMembersOnly
              durationSeconds
              viewerPosition {
                seconds
                isFinished
              }
              source {
                __typename
                ... on VideoSource {
                  url
                  format
                }
                ... on VideoLockedError {
                  message
                  perk
                  requiresSignIn
                }
              }
            }
          }
          pageInfo {
            hasNextPage
          }
        }
      }
    }
  }
`;

const SAVE = /* GraphQL */ `
  mutation ContractSaveVideoPosition($input: SaveVideoPositionInput!) {
    saveVideoPosition(input: $input) {
      __typename
      ... on SaveVideoPositionPayload {
        video {
          videoId
          viewerPosition {
            seconds
            isFinished
          }
        }
      }
      ... on InvalidInputError {
        field
        reason
      }
      ... on MembershipRequiredError {
        perk
      }
      ... on Error {
        message
      }
    }
  }
`;

const CREATE_PLAYLIST = /* GraphQL */ `
  mutation ContractCreatePlaylist($input: CreatePlaylistInput!) {
    createPlaylist(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

type Video = {
  id: string;
  videoId: string;
  isMembersOnly: boolean;
  source: Record<string, unknown>;
};

type PlaylistData = { community: { playlist: { videos: { edges: { node: Video }[] } } } };

const videosOf = (result: ContractResponse<PlaylistData>): Video[] =>
  result.data!.community.playlist.videos.edges.map((edge) => edge.node);

export default defineContract('player', [
  {
    name: 'lists the demo playlist in order, a members-only source locked for a visitor',
    async run(server) {
      const result = await server.call(
        PLAYLIST,
        { playlistId: 'garden-films' },
        { language: 'en' },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.community.playlists.edges[0].node).toEqual({
        playlistId: 'garden-films',
        videoCount: 3,
      });
      expect(result.data!.community.playlist.title).toBe('The Garden Screening Room');
      const videos = videosOf(result);
      expect(videos.map((video) => video.videoId)).toEqual([
        'garden-prelude',
        'backstage-sketches',
        'moonlit-rehearsal',
      ]);
      expect(videos[0].source).toMatchObject({ __typename: 'VideoSource', format: 'HLS' });
      expect(videos[0].source.url).toMatch(/^\/video-media\/demo\/\d+\/index\.m3u8$/);
      expect(videos[1].source).toEqual({
        __typename: 'VideoLockedError',
        message: 'This video is for members. Sign in and join the membership to watch it.',
        perk: 'MEMBERS_ONLY_VIDEOS',
        requiresSignIn: true,
      });
      const unknown = await server.call(PLAYLIST, { playlistId: 'no-such-list' });
      expect(unknown.data!.community.playlist).toBeNull();
    },
  },
  {
    name: 'keeps a members-only source locked for a new fan, and saves the fan’s position',
    async run(server) {
      await joinAs(server, 'contract-viewer');
      const ja = await server.call(
        PLAYLIST,
        { playlistId: 'garden-films' },
        { as: 'contract-viewer', language: 'ja' },
      );
      const [open, locked] = videosOf(ja);
      expect(locked.source).toEqual({
        __typename: 'VideoLockedError',
        message: 'この動画はメンバー限定です。メンバーシップに参加すると視聴できます。',
        perk: 'MEMBERS_ONLY_VIDEOS',
        requiresSignIn: false,
      });
      const save = (videoId: string, seconds: number, clientMutationId: string) =>
        server.call(
          SAVE,
          { input: { clientMutationId, videoId, seconds } },
          { as: 'contract-viewer', language: 'en' },
        );
      await save(open.id, 3, 'contract-save-1');
      const saved = await save(open.id, 6.5, 'contract-save-2');
      expect(saved.data!.saveVideoPosition).toEqual({
        __typename: 'SaveVideoPositionPayload',
        video: { videoId: 'garden-prelude', viewerPosition: { seconds: 6.5, isFinished: false } },
      });
      const again = await server.call(
        PLAYLIST,
        { playlistId: 'garden-films' },
        { as: 'contract-viewer', language: 'en' },
      );
      expect(again.data!.community.playlist.viewerContinueVideo).toEqual({
        videoId: 'garden-prelude',
      });
      expect((await save(locked.id, 1, 'contract-save-3')).data!.saveVideoPosition).toMatchObject({
        __typename: 'MembershipRequiredError',
        perk: 'MEMBERS_ONLY_VIDEOS',
      });
      expect((await save(open.id, -1, 'contract-save-4')).data!.saveVideoPosition).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'seconds',
        reason: 'INVALID_FORMAT',
      });
      const visitor = await server.call(SAVE, {
        input: { clientMutationId: 'contract-save-5', videoId: open.id, seconds: 1 },
      });
      expect(visitor.data!.saveVideoPosition.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
  {
    name: 'refuses the operators’ playlist mutations to a visitor and a member',
    async run(server) {
      const input = {
        clientMutationId: 'contract-playlist-1',
        playlistId: 'contract-playlist',
        titleJa: '題',
        titleEn: 'Title',
        descriptionJa: '説明',
        descriptionEn: 'About',
      };
      const visitor = await server.call(CREATE_PLAYLIST, { input });
      expect(visitor.data!.createPlaylist.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      await joinAs(server, 'contract-playlist-fan');
      const member = await server.call(CREATE_PLAYLIST, { input }, { as: 'contract-playlist-fan' });
      expect(member.data!.createPlaylist.__typename).toBe('PermissionDeniedError');
    },
  },
]);

import { fireEvent, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildPlaylist, buildVideo } from '../../../mocks/player';
import { renderWithRelay } from '../../../tests/relay';
import PlayerPageQueryNode, {
  type PlayerPageQuery,
} from '../../__generated__/PlayerPageQuery.graphql';
import { PlayerView } from './PlayerPage';

type Access = 'open' | 'sign-in' | 'member';

/** The player page on the mock's `index`-th demo video (1: open HLS, 2: members-only MP4). */
async function renderPlayer(
  locale: 'ja' | 'en',
  index: number,
  access: Access,
  seconds: number | null = null,
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<PlayerPageQuery>(environment, PlayerPageQueryNode, {
    playlistId: 'garden-films',
    videoId: 'any',
    count: 30,
  });
  const rendered = renderWithRelay(<PlayerView queryRef={queryRef} />, { environment, locale });
  const video = buildVideo(locale, index, access, seconds);
  let listed = 0;
  await rendered.resolveMostRecentOperation({
    Viewer: () => ({ joinedCommunity: access === 'sign-in' ? null : { __typename: 'Community' } }),
    Playlist: () => buildPlaylist(locale, 1),
    // The page's video first, then the list's videos in order (the same record for the same id).
    Video: () => {
      listed += 1;
      if (listed === 1) return video;
      const number = ((listed - 2) % 3) + 1;
      return buildVideo(locale, number, access, number === index ? seconds : null);
    },
    VideoSourceResult: () => video.source,
    VideoLockedError: () => video.source,
    VideoSource: () => video.source,
    VideoPosition: () => video.viewerPosition,
    VideoConnection: () => ({ edges: [{}, {}, {}] }),
  });
  return rendered;
}

describe('player page', () => {
  it('plays a member’s video from where they stopped and saves the position on pause', async () => {
    const page = await renderPlayer('en', 2, 'member', 6);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Backstage: the Puppets’ Ball' }),
    ).toBeVisible();
    const player = screen.getByTestId('video-player') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('/video-media/demo/2/video.mp4');
    let position = 0;
    Object.defineProperty(player, 'currentTime', {
      get: () => position,
      set: (value: number) => {
        position = value;
      },
    });
    fireEvent.loadedMetadata(player);
    expect(position).toBe(6);
    position = 8.25;
    fireEvent.pause(player);
    const saved = page.environment.mock.getMostRecentOperation();
    expect(saved.request.node.params.name).toBe('useSaveVideoPositionMutation');
    expect(saved.request.variables.input).toMatchObject({ seconds: 8.3 });
    expect(screen.getByTestId('next-up')).toHaveTextContent(/^Next up: \S/);
    const list = screen.getByRole('complementary');
    expect(within(list).getAllByTestId('video-row')).toHaveLength(3);
  });

  it('starts a finished or unwatched video from the beginning and saves nothing for a visitor', async () => {
    const page = await renderPlayer('ja', 1, 'sign-in');
    const player = screen.getByTestId('video-player') as HTMLVideoElement;
    let position = 0;
    Object.defineProperty(player, 'currentTime', {
      get: () => position,
      set: (value: number) => {
        position = value;
      },
    });
    fireEvent.loadedMetadata(player);
    expect(position).toBe(0);
    position = 4;
    fireEvent.pause(player);
    expect(page.environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows a visitor the members-only video locked, with sign-in and no source', async () => {
    await renderPlayer('ja', 2, 'sign-in');
    const locked = screen.getByTestId('locked-video');
    expect(within(locked).getByRole('status')).toHaveTextContent(
      'この動画はメンバー限定です。ログインしてメンバーシップに参加すると視聴できます。',
    );
    expect(within(locked).getByRole('button', { name: 'ログインして参加する' })).toBeVisible();
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(document.body.innerHTML).not.toContain('video.mp4');
  });

  it('shows a fan without the perk the way to the membership', async () => {
    await renderPlayer('en', 2, 'open');
    const locked = screen.getByTestId('locked-video');
    expect(within(locked).getByRole('status')).toHaveTextContent(
      'This video is for members. Join the membership to watch it.',
    );
    expect(within(locked).getByRole('link', { name: 'See the membership' })).toHaveAttribute(
      'href',
      '/store/membership',
    );
  });
});

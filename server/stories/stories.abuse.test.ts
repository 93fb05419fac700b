// Hostile inputs to stories, against the real server on a port (trusted documents only):
// story and chapter addresses that name nothing, hostile page sizes and cursors. No response
// ≥ 500, no stack trace, pings in time, nothing written, and never a locked chapter's parts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  appOperation,
  expectNoWrites,
  impossibleIdsOf,
  sendCleanly,
  startAbuseServer,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const STORY = 'demon-prince-and-puppet';
const HOSTILE_IDS = [...HOSTILE_TEXTS, ...impossibleIdsOf('Story'), 'puppets-dream%00', STORY];
const HOSTILE_SIZES = [-1, 51, 2 ** 31 - 1];

describe.each(testBackends)('hostile story inputs (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it('answers every one cleanly, writing nothing, for a visitor and a member', async () => {
    const member = `Bearer ${await server.auth.tokenFor('seed-fan-kuro')}`;
    const requests = [undefined, member].flatMap((authorization) => [
      ...HOSTILE_IDS.flatMap((value, index) => [
        appOperation(
          'StoryPageQuery',
          { storyId: value, count: 20 },
          { label: `story #${index}`, authorization },
        ),
        appOperation(
          'StoryChapterPageQuery',
          { storyId: STORY, chapterId: value },
          { label: `chapter #${index}`, authorization },
        ),
        appOperation(
          'ChapterListPaginationQuery',
          { id: value, count: 20, cursor: value },
          { label: `chapters #${index}`, authorization },
        ),
      ]),
      ...HOSTILE_SIZES.map((count, index) =>
        appOperation('StoriesPageQuery', { count }, { label: `size #${index}`, authorization }),
      ),
    ]);
    const responses = await expectNoWrites(server, () => sendCleanly(server, requests));
    for (const [index, response] of responses.entries())
      expect(response.text, requests[index].label).not.toContain('糸がありませんでした');
  }, 300_000);

  it('reads the honest addresses, so the refusals above are the hostile parts’', async () => {
    const [story, chapter] = await sendCleanly(server, [
      appOperation('StoryPageQuery', { storyId: STORY, count: 20 }, { label: 'story' }),
      appOperation(
        'StoryChapterPageQuery',
        { storyId: STORY, chapterId: 'moonlit-pact' },
        { label: 'chapter' },
      ),
    ]);
    expect(story.text).toContain('puppets-dream');
    expect(chapter.text).toContain('StoryBookPart');
  }, 120_000);
});

// Subscription.officialPostAdded over /stream: the official account's new posts reach open
// timelines live; a members-only one reaches members, never a visitor; fans' own posts
// are not announced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICIAL_UID } from '../db/demoTenant';
import { readServerSentEvents } from '../testing/eventStream';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { CREATE_POST } from './postsTestDocuments';

const ADDED = `subscription { officialPostAdded { post { id body visibility isOfficial } } }`;

describe.each(testBackends)('officialPostAdded on /stream (%s)', (backend) => {
  let garden: TestGarden;
  const stream = (init: RequestInit) => garden.server.yoga.fetch('http://garden.test/stream', init);

  async function subscribe(headers: Record<string, string>) {
    const { accept: _accept, ...reserveHeaders } = headers;
    const token = await (await stream({ method: 'PUT', headers: reserveHeaders })).text();
    const opened = await stream({
      method: 'GET',
      headers: { ...headers, accept: 'text/event-stream', 'x-graphql-event-stream-token': token },
    });
    const events = readServerSentEvents(opened);
    const posted = await stream({
      method: 'POST',
      headers: { ...headers, 'x-graphql-event-stream-token': token },
      body: JSON.stringify({ query: ADDED, extensions: { operationId: 'official' } }),
    });
    expect(posted.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return async () => JSON.parse((await events.next())?.data ?? '{}').payload.data;
  }

  const post = (as: string, body: string, visibility: string, tenant?: string) =>
    garden.call(
      CREATE_POST,
      { input: { clientMutationId: `${as}-${body}`, body, visibility } },
      { as, tenant },
    );

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('member', 'メンバー');
    await garden.join('fan', 'ファン');
  });
  afterAll(() => garden?.close());

  it('announces official posts, members-only ones to members only', async () => {
    const member = await subscribe(await garden.headers({ as: 'member' }));
    const visitor = await subscribe(await garden.headers({}));

    await post('fan', 'a fan’s post is not announced', 'PUBLIC');
    await post(DEMO_OFFICIAL_UID, '会員限定のお知らせ', 'MEMBERS');
    await post(DEMO_OFFICIAL_UID, 'みんなへのお知らせ', 'PUBLIC');

    expect((await member()).officialPostAdded.post).toMatchObject({
      body: '会員限定のお知らせ',
      isOfficial: true,
    });
    expect((await member()).officialPostAdded.post.body).toBe('みんなへのお知らせ');
    // The visitor's first event is the public one: the members-only post was skipped.
    expect((await visitor()).officialPostAdded.post).toMatchObject({
      body: 'みんなへのお知らせ',
      visibility: 'PUBLIC',
    });
  });
});

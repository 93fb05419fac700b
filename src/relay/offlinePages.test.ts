import 'fake-indexeddb/auto';
import { Observable, type GraphQLSingularResponse, type RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { createFetchFunction } from './fetchGraphQL';
import {
  createOfflinePages,
  forgetOfflinePages,
  isOfflineReadable,
  OFFLINE_PAGE_LIMIT,
  pageKeyOf,
  withPageSaved,
  type SavedPage,
} from './offlinePages';

const channelQuery: RequestParameters = {
  id: 'doc-channel',
  text: null,
  name: 'ChatChannelPageQuery',
  operationKind: 'query',
  metadata: {},
};
const otherQuery: RequestParameters = {
  id: 'doc-store',
  text: null,
  name: 'StorePageQuery',
  operationKind: 'query',
  metadata: {},
};

const latest = (channelId: string) => ({ channelId, messageCount: 30, targetMessageId: null });
const answer = (text: string): GraphQLSingularResponse => ({
  data: { node: { id: 'ch', messages: [text] } },
});

// Saving runs in the background: wait until the saved list holds what is expected.
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('never saved');
}

describe('which pages are kept', () => {
  it('keeps a channel opened at its newest messages, not one opened at a linked message', () => {
    expect(isOfflineReadable(channelQuery, latest('a'))).toBe(true);
    expect(isOfflineReadable(channelQuery, { ...latest('a'), targetMessageId: 'm1' })).toBe(false);
    expect(isOfflineReadable(otherQuery, {})).toBe(false);
    expect(isOfflineReadable({ ...channelQuery, operationKind: 'mutation' }, latest('a'))).toBe(
      false,
    );
  });

  it('keys a page by its operation and variables, whatever their order', () => {
    expect(pageKeyOf(channelQuery, { a: 1, b: 2 })).toBe(pageKeyOf(channelQuery, { b: 2, a: 1 }));
    expect(pageKeyOf(channelQuery, latest('a'))).not.toBe(pageKeyOf(channelQuery, latest('b')));
  });

  it('puts the newest answer first, replaces an older one of the same page, and is bounded', () => {
    const page = (key: string, savedAt = '2026-11-24T00:00:00Z'): SavedPage => ({
      key,
      savedAt,
      response: answer(key),
    });
    let pages: SavedPage[] = [];
    for (let index = 0; index < OFFLINE_PAGE_LIMIT + 3; index++)
      pages = withPageSaved(pages, page(`p${index}`));
    expect(pages).toHaveLength(OFFLINE_PAGE_LIMIT);
    expect(pages[0].key).toBe(`p${OFFLINE_PAGE_LIMIT + 2}`);
    expect(pages.some((saved) => saved.key === 'p0')).toBe(false);

    pages = withPageSaved(pages, page('p5', '2026-11-25T00:00:00Z'));
    expect(pages.filter((saved) => saved.key === 'p5')).toHaveLength(1);
    expect(pages[0]).toMatchObject({ key: 'p5', savedAt: '2026-11-25T00:00:00Z' });
  });
});

describe('the saved pages in IndexedDB', () => {
  it('reads a page back only for the fan and garden it was saved for', async () => {
    let uid: string | null = 'fan-a';
    const pages = createOfflinePages({ tenantId: 't1', currentUid: async () => uid });
    pages.save(channelQuery, latest('c1'), answer('hello from a'));
    const saved = await eventually(
      () => pages.load(channelQuery, latest('c1')),
      (page) => page !== null,
    );
    expect(saved?.response).toEqual(answer('hello from a'));

    // Another fan of the same browser, a visitor, and the same fan in another garden: nothing.
    uid = 'fan-b';
    expect(await pages.load(channelQuery, latest('c1'))).toBeNull();
    uid = null;
    expect(await pages.load(channelQuery, latest('c1'))).toBeNull();
    const otherGarden = createOfflinePages({ tenantId: 't2', currentUid: async () => 'fan-a' });
    expect(await otherGarden.load(channelQuery, latest('c1'))).toBeNull();
  });

  it('does not keep an answer with errors, nor queries that are not readable offline', async () => {
    const pages = createOfflinePages({ tenantId: 't3', currentUid: async () => 'fan' });
    const failed: GraphQLSingularResponse = { data: { node: null }, errors: [{ message: 'boom' }] };
    pages.save(channelQuery, latest('c1'), failed);
    pages.save(otherQuery, {}, answer('store'));
    pages.save(channelQuery, latest('c2'), answer('kept'));
    await eventually(
      () => pages.load(channelQuery, latest('c2')),
      (page) => page !== null,
    );
    expect(await pages.load(channelQuery, latest('c1'))).toBeNull();
    expect(await pages.load(otherQuery, {})).toBeNull();
  });

  it('forgets a fan’s pages at sign-out, and only theirs', async () => {
    let uid = 'leaving';
    const pages = createOfflinePages({ tenantId: 't4', currentUid: async () => uid });
    pages.save(channelQuery, latest('c1'), answer('leaving'));
    await eventually(
      () => pages.load(channelQuery, latest('c1')),
      (page) => page !== null,
    );
    uid = 'staying';
    pages.save(channelQuery, latest('c1'), answer('staying'));
    await eventually(
      () => pages.load(channelQuery, latest('c1')),
      (page) => page !== null,
    );

    await forgetOfflinePages('t4', 'leaving');
    uid = 'leaving';
    expect(await pages.load(channelQuery, latest('c1'))).toBeNull();
    uid = 'staying';
    expect((await pages.load(channelQuery, latest('c1')))?.response).toEqual(answer('staying'));
  });
});

describe('the network layer with saved pages', () => {
  const headers = async () => ({
    tenant: 't5',
    'Language-Code': 'ja',
    'Auto-Translation': 'false',
  });
  const run = (fetchFn: typeof fetch, pages: ReturnType<typeof createOfflinePages>) =>
    new Promise<GraphQLSingularResponse>((resolve, reject) => {
      const fetchFunction = createFetchFunction({
        endpoint: '/graphql',
        buildHeaders: headers,
        fetchFn,
        isOffline: () => true,
        offlinePages: pages,
      });
      const result = fetchFunction(channelQuery, latest('c1'), {}, null);
      (result as Observable<GraphQLSingularResponse>).subscribe({
        next: resolve,
        error: reject,
      });
    });

  it('answers a failed request with the page saved from the last answer, marked saved', async () => {
    const pages = createOfflinePages({ tenantId: 't5', currentUid: async () => 'fan' });
    const online = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify(answer('fresh')), { status: 200 }),
    );
    expect(await run(online, pages)).toEqual(answer('fresh'));
    await eventually(
      () => pages.load(channelQuery, latest('c1')),
      (page) => page !== null,
    );

    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const saved = await run(offline, pages);
    expect(saved).toMatchObject({
      data: answer('fresh').data,
      extensions: { savedAt: expect.any(String) },
    });
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('still fails when nothing was saved for the page', async () => {
    const pages = createOfflinePages({ tenantId: 't6', currentUid: async () => 'fan' });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(run(offline, pages)).rejects.toThrow();
  });
});

// Search: Japanese substrings, kana/width/case variants, the gram index's false positives,
// visibility, tenants, limits, pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_QUERY_LENGTH } from '../../common/limits';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { CREATE_POST } from './postsTestDocuments';

const SEARCH = `query Search($query: String!, $first: Int, $after: String) {
  community {
    searchPosts(query: $query, first: $first, after: $after) {
      edges { node { body visibility } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

describe.each(testBackends)('searchPosts (%s)', (backend) => {
  let garden: TestGarden;
  const search = async (query: string, options: { as?: string; tenant?: string } = {}) => {
    const result = await garden.call(SEARCH, { query, first: 50 }, options);
    expect(result.errors).toBeUndefined();
    return result.data.community.searchPosts.edges.map(
      (edge: { node: { body: string } }) => edge.node.body,
    ) as string[];
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('searcher', 'さがす人');
    for (const [index, body] of [
      'マリオネットの糸が切れる場面、プリンセスの涙',
      'ＦＡＮ　ＡＲＴ描きました',
      '進捗100%です_完成！',
      // Holds the grams かぴ and ぴお of かぴお, but not かぴお itself.
      'オカピとピオーネ',
      'メモ: "引用", {括弧} と \\ 記号',
      ...Array.from({ length: 3 }, (_, n) => `ページ送りの確認 ${n + 1}`),
      // The one post saying 螺鈿 among many that do not.
      ...Array.from({ length: 30 }, (_, n) => `${n % 2 ? '王子' : '人形'}の話 ${n}`),
      '螺鈿細工の小箱が出てきた回',
    ].entries()) {
      await garden.call(
        CREATE_POST,
        { input: { clientMutationId: `s-${index}`, body, visibility: 'PUBLIC' } },
        { as: 'searcher' },
      );
    }
  });
  afterAll(() => garden?.close());

  it('finds 推し活 inside 今日も推し活がんばる', async () => {
    expect(await search('推し活')).toEqual([
      '今日も推し活がんばる。アクスタを連れてカフェに来ました。',
    ]);
  });

  it('matches katakana with hiragana, and full-width with half-width, in any case', async () => {
    const marionette = 'マリオネットの糸が切れる場面、プリンセスの涙';
    expect(await search('まりおねっと')).toEqual([marionette]);
    expect(await search('ﾌﾟﾘﾝｾｽ')).toEqual([marionette]);
    expect(await search('fan art')).toEqual(['ＦＡＮ　ＡＲＴ描きました']);
  });

  it('finds a rare term among many posts', async () => {
    expect(await search('螺鈿')).toEqual(['螺鈿細工の小箱が出てきた回']);
    expect(await search('螺')).toEqual(['螺鈿細工の小箱が出てきた回']);
  });

  it('does not match a post holding all of the query’s pairs apart', async () => {
    expect(await search('かぴお')).toEqual([]);
    expect(await search('カピとピ')).toEqual(['オカピとピオーネ']);
  });

  it('answers a one-character query, in any width or kana', async () => {
    expect(await search('涙')).toEqual(['マリオネットの糸が切れる場面、プリンセスの涙']);
    expect(await search('ﾈ')).toEqual([
      'オカピとピオーネ',
      'マリオネットの糸が切れる場面、プリンセスの涙',
    ]);
    expect(await search('Ａ')).toEqual(expect.arrayContaining(['ＦＡＮ　ＡＲＴ描きました']));
  });

  it('takes quotes, braces, commas and backslashes in a query literally', async () => {
    expect(await search('"引用", {括')).toEqual(['メモ: "引用", {括弧} と \\ 記号']);
    expect(await search('と \\ 記')).toEqual(['メモ: "引用", {括弧} と \\ 記号']);
  });

  it('pages the matches newest first', async () => {
    const first = await garden.call(SEARCH, { query: 'ページ送り', first: 2 });
    const connection = first.data.community.searchPosts;
    expect(connection.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
      'ページ送りの確認 3',
      'ページ送りの確認 2',
    ]);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    const rest = await garden.call(SEARCH, {
      query: 'ページ送り',
      first: 2,
      after: connection.pageInfo.endCursor,
    });
    expect(rest.data.community.searchPosts.edges).toEqual([
      { node: { body: 'ページ送りの確認 1', visibility: 'PUBLIC' } },
    ]);
    expect(rest.data.community.searchPosts.pageInfo.hasNextPage).toBe(false);
  });

  it('takes % and _ in a query literally', async () => {
    expect(await search('100%')).toEqual(['進捗100%です_完成！']);
    expect(await search('%')).toEqual(['進捗100%です_完成！']);
    expect(await search('す_完')).toEqual(['進捗100%です_完成！']);
  });

  it('finds members-only posts for members only, and never another garden’s', async () => {
    // The seeded members-only theory about the puppet calling the prince by name.
    expect(await search('殿下')).toEqual([]);
    expect(await search('殿下', { as: 'searcher' })).toHaveLength(1);
    expect(await search('other garden', { tenant: OTHER_TENANT_ID })).toEqual([
      'a public post of the other garden',
    ]);
    expect(await search('other garden')).toEqual([]);
  });

  it('finds nothing for a blank query and refuses one over the limit', async () => {
    expect(await search('   ')).toEqual([]);
    const long = await garden.call(SEARCH, { query: 'あ'.repeat(MAX_SEARCH_QUERY_LENGTH + 1) });
    expect(long.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

// Message translation through the DeepL adapter, against a local stand-in of DeepL's API:
// the header and the configuration switch it, a kept translation is read back without
// asking DeepL again, an edit translates again, a message in the fan's language is left
// alone, and a message the fan may not read is never translated for them.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OFFICIAL_UID } from '../db/demoTenant';
import { DEEPL_TEST_KEY, startDeepLStandIn, type DeepLStandIn } from '../testing/deeplStandIn';
import { testBackends } from '../testing/testDatabase';
import {
  channelGlobalId,
  createTestGarden,
  OTHER_TENANT_ID,
  type CallOptions,
  type TestGarden,
} from '../testing/testGarden';

const AVAILABLE = `{ translationAvailable }`;
const MESSAGE = `query Message($id: ID!) { node(id: $id) { ... on ChatMessage {
  body translation { text sourceLanguage } } } }`;
const NODES = `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { ... on ChatMessage {
  translation { text } } } }`;
const CHANNEL = `query Channel($id: ID!) { node(id: $id) { ... on Channel {
  messages(last: 20) { edges { node { id body translation { text } } } } } } }`;
const POST = `mutation Post($input: PostChatMessageInput!) { postChatMessage(input: $input) {
  __typename ... on PostChatMessagePayload { messageEdge { node { id } } } } }`;
const EDIT = `mutation Edit($input: EditChatMessageInput!) { editChatMessage(input: $input) {
  __typename } }`;

let counter = 0;
const nextId = () => `translation-${(counter += 1)}`;

describe.each(testBackends)('message translation (%s)', (backend) => {
  let garden: TestGarden;
  let deepl: DeepLStandIn;
  let lobby: string;
  let gardeners: string;

  /** A call with the Auto-Translation header; its data, failing on any error. */
  const call = async (
    query: string,
    variables: Record<string, unknown>,
    options: CallOptions & { autoTranslation?: boolean } = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<any> => {
    const { autoTranslation = true, ...callOptions } = options;
    const headers = await garden.headers({ language: 'en', ...callOptions });
    const response = await garden.server.yoga.fetch('http://garden.test/graphql', {
      method: 'POST',
      headers: { ...headers, 'auto-translation': String(autoTranslation) },
      body: JSON.stringify({ query, variables }),
    });
    const result = (await response.json()) as { data?: unknown; errors?: unknown };
    expect(result.errors).toBeUndefined();
    return result.data;
  };
  const post = async (as: string, body: string, channelId = lobby): Promise<string> => {
    const data = await call(
      POST,
      { input: { clientMutationId: nextId(), channelId, body } },
      { as, autoTranslation: false },
    );
    expect(data.postChatMessage.__typename).toBe('PostChatMessagePayload');
    return data.postChatMessage.messageEdge.node.id;
  };
  const translationOf = async (id: string, options: CallOptions = { as: 'reader' }) =>
    (await call(MESSAGE, { id }, options)).node?.translation ?? null;

  beforeAll(async () => {
    deepl = await startDeepLStandIn();
    garden = await createTestGarden(backend);
    lobby = channelGlobalId(garden.demo.channelIds.lobby!);
    gardeners = channelGlobalId(garden.demo.channelIds.gardeners!);
    for (const fan of ['writer', 'reader']) await garden.join(fan);
  });
  afterAll(async () => {
    await garden?.close();
    await deepl?.close();
  });
  beforeEach(() => {
    process.env.DEEPL_AUTH_KEY = DEEPL_TEST_KEY;
    process.env.DEEPL_SERVER_URL = deepl.url;
  });
  afterEach(() => {
    delete process.env.DEEPL_AUTH_KEY;
    delete process.env.DEEPL_SERVER_URL;
  });

  it('without a DeepL key: unavailable, and no message carries a translation', async () => {
    delete process.env.DEEPL_AUTH_KEY;
    const id = await post('writer', '鍵がないときは翻訳しません');
    const before = deepl.requests.length;
    expect((await call(AVAILABLE, {})).translationAvailable).toBe(false);
    expect(await translationOf(id)).toBeNull();
    expect(deepl.requests.length).toBe(before);
  });

  it('translates a message into the fan’s language once, then reads it back kept', async () => {
    expect((await call(AVAILABLE, {})).translationAvailable).toBe(true);
    const id = await post('writer', '今夜の放送、一緒に観ましょう');
    const before = deepl.requests.length;

    expect(await translationOf(id)).toEqual({
      text: '[EN-US] 今夜の放送、一緒に観ましょう',
      sourceLanguage: 'ja',
    });
    expect(deepl.requests.slice(before)).toEqual([
      { text: '今夜の放送、一緒に観ましょう', targetLang: 'EN-US' },
    ]);
    // Kept: the next read, by another fan too, asks DeepL nothing.
    expect(await translationOf(id, { as: 'writer' })).toMatchObject({ sourceLanguage: 'ja' });
    expect(await translationOf(id)).toMatchObject({ text: '[EN-US] 今夜の放送、一緒に観ましょう' });
    expect(deepl.requests.length).toBe(before + 1);

    // In Japanese, the same message is the fan's own language: nothing to show translated.
    expect(await translationOf(id, { as: 'reader', language: 'ja' })).toBeNull();
  });

  it('asks DeepL once for fans reading a new message at the same time', async () => {
    const id = await post('writer', 'みんなで同時に読んでいます');
    const before = deepl.requests.length;
    const seen = await Promise.all(
      ['reader', 'writer', 'reader'].map((as) => translationOf(id, { as })),
    );
    expect(seen.map((translation) => translation?.text)).toEqual(
      Array(3).fill('[EN-US] みんなで同時に読んでいます'),
    );
    expect(deepl.requests.length).toBe(before + 1);
  });

  it('leaves alone a message already in the fan’s language, and asks about it once', async () => {
    const id = await post('writer', 'See you at the premiere tonight!');
    const before = deepl.requests.length;
    expect(await translationOf(id)).toBeNull();
    expect(await translationOf(id)).toBeNull();
    expect(deepl.requests.length).toBe(before + 1);
  });

  it('translates nothing while the Auto-Translation header is off', async () => {
    const id = await post('writer', 'ヘッダーがないときは原文のまま');
    const before = deepl.requests.length;
    const data = await call(MESSAGE, { id }, { as: 'reader', autoTranslation: false });
    expect(data.node.translation).toBeNull();
    expect(deepl.requests.length).toBe(before);
  });

  it('translates an edited message again', async () => {
    const id = await post('writer', '新しいグッズが出ました');
    expect(await translationOf(id)).toMatchObject({ text: '[EN-US] 新しいグッズが出ました' });
    const edited = await call(
      EDIT,
      { input: { clientMutationId: nextId(), messageId: id, body: '新しいグッズは明日発売です' } },
      { as: 'writer', autoTranslation: false },
    );
    expect(edited.editChatMessage.__typename).toBe('EditChatMessagePayload');
    const before = deepl.requests.length;
    expect(await translationOf(id)).toMatchObject({ text: '[EN-US] 新しいグッズは明日発売です' });
    expect(deepl.requests.length).toBe(before + 1);
  });

  it('never translates a message of a channel the fan may not read, nor another garden’s', async () => {
    const hidden = await post(DEMO_OFFICIAL_UID, '会員限定のお知らせです', gardeners);
    // The staff read it translated, so a translation is kept.
    expect(await translationOf(hidden, { as: DEMO_OFFICIAL_UID })).toMatchObject({
      text: '[EN-US] 会員限定のお知らせです',
    });
    for (const as of ['reader', undefined]) {
      expect(await translationOf(hidden, { as })).toBeNull();
      expect((await call(NODES, { ids: [hidden] }, { as })).nodes).toEqual([null]);
      const channel = await call(CHANNEL, { id: gardeners }, { as });
      expect(JSON.stringify(channel)).not.toContain('会員限定');
    }
    const lobbyMessage = await post('writer', 'ほかの庭からは読めません');
    expect(await translationOf(lobbyMessage, { as: 'reader', tenant: OTHER_TENANT_ID })).toBeNull();
  });
});

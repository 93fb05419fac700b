// The text rules every feature's inputs share, unit by unit and through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../community/tables';
import { tableCounts } from '../testing/tableCounts';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';
import { cleanText, isBlank } from './textRules';
import { eq } from 'drizzle-orm';

describe('text rules', () => {
  it('counts text of invisible characters only as blank', () => {
    for (const invisible of ['\u200B', '\u2060', '\u2800', '\u3164', '\u202E', '\u2066', '\uFEFF'])
      expect(isBlank(` ${invisible}${invisible} `), JSON.stringify(invisible)).toBe(true);
    expect(isBlank('\u200Ba')).toBe(false);
  });

  it('strips C0 controls from bodies but keeps newlines and tabs', () => {
    expect(cleanText('a\u0007b\u001Bc\r\nd\te\u007F', 'body')).toBe('abc\nd\te');
  });

  it('neutralises bidi overrides in names', () => {
    expect(cleanText('\u202Enimda', 'name')).toBe('nimda');
    expect(cleanText('a\u2066b\u2069\u200Fc', 'name')).toBe('abc');
    expect(cleanText('two\nlines', 'name')).toBe('two lines');
  });
});

describe.each(testBackends)('text rules through the API (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('writer', 'Writer');
  });
  afterAll(() => garden?.close());

  it('refuses a message that shows nothing, and writes nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const result = await garden.call(
      `mutation($input: PostChatMessageInput!) { postChatMessage(input: $input) {
        __typename ... on InvalidInputError { field reason } } }`,
      {
        input: {
          clientMutationId: 'blank-1',
          channelId: channelGlobalId(garden.demo.channelIds.lobby),
          body: ' \u200B\u2060\u2800\u3164\u202E ',
        },
      },
      { as: 'writer' },
    );
    expect(result.data.postChatMessage).toEqual({
      __typename: 'InvalidInputError',
      field: 'body',
      reason: 'REQUIRED',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('stores a display name without its bidi override', async () => {
    await garden.join('spoofer', '\u202Enimda');
    const [row] = await garden.database.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.authUid, 'spoofer'));
    expect(row.displayName).toBe('nimda');
  });
});

// Query.postalCodeAreas: Japan Post's list, offline, for signed-out visitors and fans alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../../testing/testGarden';

const LOOKUP = `query ($code: String!) {
  postalCodeAreas(postalCode: $code) { postalCode prefecture city town }
}`;

// The lookup reads no table: one database backend is enough.
describe.each(testBackends.slice(0, 1))('postal code lookup (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  const lookup = async (code: string) =>
    (await garden.call(LOOKUP, { code })).data.postalCodeAreas as unknown[];

  it('names the prefecture, city and town of a code, however it is typed', async () => {
    const expected = [
      { postalCode: '150-0001', prefecture: '東京都', city: '渋谷区', town: '神宮前' },
    ];
    expect(await lookup('150-0001')).toEqual(expected);
    expect(await lookup('1500001')).toEqual(expected);
    expect(await lookup('〒１５０－０００１')).toEqual(expected);
    // A code for a whole city has no town; islands far from Tokyo are there too.
    expect(await lookup('060-0000')).toEqual([
      { postalCode: '060-0000', prefecture: '北海道', city: '札幌市中央区', town: '' },
    ]);
    expect(await lookup('907-1801')).toEqual([
      { postalCode: '907-1801', prefecture: '沖縄県', city: '八重山郡与那国町', town: '与那国' },
    ]);
  });

  it('answers nothing for a code still being typed, an unknown one or junk', async () => {
    for (const code of ['150', '150-000', '999-9999', 'abc-defg', '1'.repeat(5000), ''])
      expect(await lookup(code)).toEqual([]);
  });
});

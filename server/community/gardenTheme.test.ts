// The garden's theme: everyone reads it, only operators set it, a retry sets it once, and
// one garden's theme never changes another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICIAL_UID, DEMO_OPERATOR_UID } from '../db/demoTenant';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';

const updateTheme = `mutation UpdateTheme($input: UpdateGardenThemeInput!) {
  updateGardenTheme(input: $input) {
    __typename
    ... on UpdateGardenThemePayload { theme { colorMode accentTheme greyScale } }
    ... on Error { message }
  }
}`;
const readTheme = `{ community { theme { colorMode accentTheme greyScale } } }`;
const night = { colorMode: 'DARK', accentTheme: 'GOLD', greyScale: 'PLUM' };

describe.each(testBackends)('the garden theme (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('is the demo garden’s shipped theme for a visitor', async () => {
    const result = await garden.call(readTheme);
    expect(result.data?.community.theme).toEqual({
      colorMode: 'LIGHT',
      accentTheme: 'CRIMSON',
      greyScale: 'PLUM',
    });
  });

  it.each([
    ['a visitor', undefined, 'ShouldBeLoggedInOrSignedUpError'],
    ['a member', 'seed-fan-kuro', 'PermissionDeniedError'],
    ['official staff', DEMO_OFFICIAL_UID, 'PermissionDeniedError'],
  ])('refuses %s and changes nothing', async (_who, uid, typename) => {
    const result = await garden.call(
      updateTheme,
      { input: { clientMutationId: `theme-${typename}-${uid}`, ...night } },
      uid ? { as: uid } : {},
    );
    expect(result.data?.updateGardenTheme.__typename).toBe(typename);
    expect(result.data?.updateGardenTheme.message).toEqual(expect.any(String));
    expect((await garden.call(readTheme)).data?.community.theme.colorMode).toBe('LIGHT');
  });

  it('lets an operator set it once per clientMutationId, in this garden only', async () => {
    const input = { clientMutationId: 'night-garden', ...night };
    const [first, retry] = await Promise.all([
      garden.call(updateTheme, { input }, { as: DEMO_OPERATOR_UID }),
      garden.call(updateTheme, { input }, { as: DEMO_OPERATOR_UID }),
    ]);
    for (const result of [first, retry])
      expect(result.data?.updateGardenTheme).toEqual({
        __typename: 'UpdateGardenThemePayload',
        theme: night,
      });
    expect((await garden.call(readTheme)).data?.community.theme).toEqual(night);
    const other = await garden.call(readTheme, undefined, { tenant: OTHER_TENANT_ID });
    expect(other.data?.community.theme.colorMode).toBe('LIGHT');

    // The same id with another theme is a mistake, not a second change.
    const reused = await garden.call(
      updateTheme,
      { input: { ...input, colorMode: 'LIGHT' } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(reused.data?.updateGardenTheme.__typename).toBe('InvalidInputError');
    expect((await garden.call(readTheme)).data?.community.theme.colorMode).toBe('DARK');
  });
});

// A tenant's app settings: checked with the app's own theme rules on seed and on update,
// so an invalid value never reaches the database.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidColorModeError, InvalidColorThemeError } from '../../common/themeConfig';
import { openTestDatabase, testBackends, type TestDatabase } from '../testing/testDatabase';
import { demoTenant } from './demoTenant';
import { communities, tenants } from '../platform/tables';
import { createTenant, type TenantDefinition } from './tenants';
import {
  InvalidTenantSettingError,
  updateTenantSettings,
  validFeatureFlags,
  validTheme,
} from './tenantSettings';

describe('validTheme', () => {
  it('keeps the settings given, checked against the palettes', () => {
    expect(validTheme({ accentTheme: 'red' })).toEqual({ accentTheme: 'red' });
    expect(validTheme({ colorMode: 'dark', accentTheme: 'teal', greyScale: 'blue' })).toEqual({
      colorMode: 'dark',
      accentTheme: 'teal',
      greyScale: 'blue',
    });
    expect(validTheme({})).toEqual({});
  });

  it('refuses what the app would refuse', () => {
    expect(() => validTheme({ colorMode: 'sepia' })).toThrow(InvalidColorModeError);
    expect(() => validTheme({ accentTheme: 'scarlet' })).toThrow(InvalidColorThemeError);
    expect(() => validTheme({ greyScale: 'gray' })).toThrow(InvalidColorThemeError);
    expect(() => validTheme({ accent: 'red' })).toThrow(InvalidTenantSettingError);
    expect(() => validTheme('red')).toThrow(InvalidTenantSettingError);
  });
});

describe('validFeatureFlags', () => {
  it('takes booleans, strings and finite numbers by plain names', () => {
    const flags = { 'stamp-rally': true, 'banner.variant': 'roses', chat_page_size: 30 };
    expect(validFeatureFlags(flags)).toEqual(flags);
  });

  it('refuses other values and odd names', () => {
    expect(() => validFeatureFlags({ limit: Number.NaN })).toThrow(/finite number/);
    expect(() => validFeatureFlags({ nested: { a: 1 } })).toThrow(InvalidTenantSettingError);
    expect(() => validFeatureFlags({ nothing: null })).toThrow(InvalidTenantSettingError);
    expect(() => validFeatureFlags({ 'has space': true })).toThrow(/flag name/);
    expect(() => validFeatureFlags([true])).toThrow(InvalidTenantSettingError);
  });
});

describe.each(testBackends)('tenant app settings in the database (%s)', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });

  const settingsOf = async (tenantId: string) => {
    const [row] = await database.db
      .select({
        theme: communities.theme,
        featureFlags: communities.featureFlags,
        standaloneWindowFixed: communities.standaloneWindowFixed,
      })
      .from(communities)
      .where(eq(communities.tenantId, tenantId));
    return row;
  };

  it('stores the demo garden crimson on plum, with its flags', async () => {
    await createTenant(database.db, demoTenant);
    expect(await settingsOf('demo')).toEqual({
      theme: { colorMode: 'light', accentTheme: 'crimson', greyScale: 'plum' },
      featureFlags: { 'stamp-rally': true, 'banner-variant': 'roses' },
      standaloneWindowFixed: false,
    });
  });

  it('creates nothing of a tenant whose theme is invalid', async () => {
    const invalid: TenantDefinition = {
      tenantId: 'bad-theme',
      name: { en: 'Bad' },
      description: { en: 'Bad' },
      channels: [{ key: 'general', name: { en: 'General' }, description: { en: '' } }],
      theme: { accentTheme: 'mauve' as 'red' },
    };
    await expect(createTenant(database.db, invalid)).rejects.toThrow(InvalidColorThemeError);
    const [{ value }] = await database.db
      .select({ value: count() })
      .from(tenants)
      .where(eq(tenants.id, 'bad-theme'));
    expect(value).toBe(0);
  });

  it('updates settings after checking them, and says when the tenant is missing', async () => {
    expect(
      await updateTenantSettings(database.db, 'demo', {
        theme: { colorMode: 'dark', accentTheme: 'violet' },
        standaloneWindowFixed: true,
      }),
    ).toBe(true);
    expect(await settingsOf('demo')).toEqual({
      theme: { colorMode: 'dark', accentTheme: 'violet' },
      featureFlags: { 'stamp-rally': true, 'banner-variant': 'roses' },
      standaloneWindowFixed: true,
    });

    await expect(
      updateTenantSettings(database.db, 'demo', { theme: { colorMode: 'sepia' as 'dark' } }),
    ).rejects.toThrow(InvalidColorModeError);
    expect((await settingsOf('demo')).theme).toEqual({ colorMode: 'dark', accentTheme: 'violet' });

    expect(await updateTenantSettings(database.db, 'nobody', { featureFlags: {} })).toBe(false);
    expect(await updateTenantSettings(database.db, 'nobody', {})).toBe(false);
    expect(await updateTenantSettings(database.db, 'demo', {})).toBe(true);
  });
});

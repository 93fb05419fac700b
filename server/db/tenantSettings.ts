// The app settings a tenant stores with its garden (theme, feature flags, standalone
// window), checked before they are written: a bad value is a configuration mistake that
// must fail when it is written, not later in every fan's browser (spec §5).
import type { FeatureFlagValue } from '../../common/appConfig';
import { parseThemeConfig, type ThemeConfig } from '../../common/themeConfig';
import { communities, type StoredFeatureFlags, type StoredTheme } from '../platform/tables';
import type { Database } from './database';
import { tenantScope, type TenantScope } from './tenantScope';

export interface TenantAppSettings {
  theme?: StoredTheme;
  featureFlags?: StoredFeatureFlags;
  standaloneWindowFixed?: boolean;
}

const THEME_KEYS = ['colorMode', 'accentTheme', 'greyScale'] as const;

export class InvalidTenantSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTenantSettingError';
  }
}

/**
 * The theme as the tenant set it (only the settings it chose), validated by the app's own
 * rules (parseThemeConfig throws InvalidColorModeError / InvalidColorThemeError).
 */
export function validTheme(input: unknown): StoredTheme {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new InvalidTenantSettingError('The theme must be an object.');
  const unknownKeys = Object.keys(input).filter(
    (key) => !THEME_KEYS.includes(key as keyof ThemeConfig),
  );
  if (unknownKeys.length > 0)
    throw new InvalidTenantSettingError(`Unknown theme settings: ${unknownKeys.join(', ')}.`);
  const given = input as Partial<Record<keyof ThemeConfig, unknown>>;
  const parsed = parseThemeConfig(given);
  return Object.fromEntries(
    THEME_KEYS.filter((key) => given[key] !== undefined).map((key) => [key, parsed[key]]),
  );
}

const FLAG_NAME = /^[A-Za-z0-9][\w.-]{0,63}$/;

function isFlagValue(value: unknown): value is FeatureFlagValue {
  return (
    typeof value === 'boolean' ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

export function validFeatureFlags(input: unknown): StoredFeatureFlags {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new InvalidTenantSettingError('The feature flags must be an object.');
  for (const [name, value] of Object.entries(input)) {
    if (!FLAG_NAME.test(name))
      throw new InvalidTenantSettingError(`Invalid feature flag name "${name}".`);
    if (!isFlagValue(value))
      throw new InvalidTenantSettingError(
        `The feature flag "${name}" must be a boolean, a string or a finite number.`,
      );
  }
  return { ...(input as StoredFeatureFlags) };
}

/** The columns to write for the given settings, each validated; absent settings stay out. */
export function validTenantSettings(settings: TenantAppSettings): TenantAppSettings {
  const valid: TenantAppSettings = {};
  if (settings.theme !== undefined) valid.theme = validTheme(settings.theme);
  if (settings.featureFlags !== undefined)
    valid.featureFlags = validFeatureFlags(settings.featureFlags);
  if (settings.standaloneWindowFixed !== undefined) {
    if (typeof settings.standaloneWindowFixed !== 'boolean')
      throw new InvalidTenantSettingError('standaloneWindowFixed must be true or false.');
    valid.standaloneWindowFixed = settings.standaloneWindowFixed;
  }
  return valid;
}

/** Changes a tenant's app settings; returns whether the tenant's garden exists. */
export async function updateTenantSettings(
  db: Database,
  tenantId: string,
  settings: TenantAppSettings,
): Promise<boolean> {
  return writeTenantSettings(tenantScope(db, tenantId), settings);
}

/** The same within a tenant's scope (an operator's mutation, inside its transaction). */
export async function writeTenantSettings(
  scope: TenantScope,
  settings: TenantAppSettings,
): Promise<boolean> {
  const valid = validTenantSettings(settings);
  if (Object.keys(valid).length === 0) return (await scope.count(communities)) > 0;
  const updated = await scope.update(communities, valid).returning({ id: communities.id });
  return updated.length > 0;
}

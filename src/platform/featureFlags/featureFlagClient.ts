// Feature flags through OpenFeature's web SDK with its in-memory provider: the values are
// the tenant config's bootstrap flags, evaluated locally (no streaming, no polling).
import { InMemoryProvider, OpenFeature } from '@openfeature/web-sdk';
import type { FeatureFlagValue } from '../../../common/appConfig';

export interface FeatureFlagClient {
  value<T extends FeatureFlagValue>(name: string, defaultValue: T): T;
}

type InMemoryFlags = ConstructorParameters<typeof InMemoryProvider>[0];

/** One variant per flag, named "bootstrap", holding the configured value. */
export function inMemoryFlags(flags: Record<string, FeatureFlagValue>): InMemoryFlags {
  const configuration: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flags)) {
    configuration[name] = {
      variants: { bootstrap: value },
      defaultVariant: 'bootstrap',
      disabled: false,
    };
  }
  return configuration as InMemoryFlags;
}

export async function startFeatureFlagClient(
  flags: Record<string, FeatureFlagValue>,
): Promise<FeatureFlagClient> {
  await OpenFeature.setProviderAndWait(new InMemoryProvider(inMemoryFlags(flags)));
  const client = OpenFeature.getClient();
  return {
    value<T extends FeatureFlagValue>(name: string, defaultValue: T): T {
      // The SDK returns the default (never throws) when a flag is missing or of another type.
      if (typeof defaultValue === 'boolean') return client.getBooleanValue(name, defaultValue) as T;
      if (typeof defaultValue === 'number') return client.getNumberValue(name, defaultValue) as T;
      return client.getStringValue(name, defaultValue as string) as T;
    },
  };
}

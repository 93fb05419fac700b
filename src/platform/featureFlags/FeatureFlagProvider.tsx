import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { FeatureFlagValue } from '../../../common/appConfig';
import { afterFirstView } from '../afterFirstView';
import type { FeatureFlagClient } from './featureFlagClient';

const FeatureFlagContext = createContext<FeatureFlagClient | null>(null);

const loadClient = (flags: Record<string, FeatureFlagValue>) =>
  // The SDK loads after the first view: until then every flag reads as its default.
  afterFirstView()
    .then(() => import('./featureFlagClient'))
    .then(({ startFeatureFlagClient }) => startFeatureFlagClient(flags));

export function FeatureFlagProvider({
  flags,
  load = loadClient,
  children,
}: {
  flags: Record<string, FeatureFlagValue>;
  load?: (flags: Record<string, FeatureFlagValue>) => Promise<FeatureFlagClient>;
  children: ReactNode;
}) {
  const [client, setClient] = useState<FeatureFlagClient | null>(null);

  useEffect(() => {
    let current = true;
    void load(flags).then((started) => {
      if (current) setClient(started);
    });
    return () => {
      current = false;
    };
  }, [flags, load]);

  return <FeatureFlagContext.Provider value={client}>{children}</FeatureFlagContext.Provider>;
}

/** A flag's value, or `defaultValue` while flags load, outside the provider, or when unset. */
export function useFeatureFlag<T extends FeatureFlagValue>(name: string, defaultValue: T): T {
  const client = useContext(FeatureFlagContext);
  return client ? client.value(name, defaultValue) : defaultValue;
}

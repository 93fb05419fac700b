import { createContext, useContext, type ReactNode } from 'react';
import { readAppConfig } from '../config';
import type { AppConfig } from '../../common/appConfig';

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ value, children }: { value: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

let fallback: AppConfig | undefined;

/** The runtime config; outside the provider (component tests) it is read from the page. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (config) return config;
  fallback ??= readAppConfig();
  return fallback;
}

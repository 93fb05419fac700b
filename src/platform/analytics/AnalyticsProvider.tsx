import { createContext, useContext, type ReactNode } from 'react';
import type { Analytics } from './analytics';

/** Sends nothing: outside the provider (tests, tools) analytics are off. */
export const silentAnalytics: Analytics = {
  event: () => {},
  pageView: () => {},
  setUserProperties: () => {},
  abTestEvent: () => {},
};

const AnalyticsContext = createContext<Analytics>(silentAnalytics);

export function AnalyticsProvider({ value, children }: { value: Analytics; children: ReactNode }) {
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}

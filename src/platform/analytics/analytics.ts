// Analytics events go to Google Tag Manager's data layer, or to gtag when only the
// analytics tag is configured (spec §7, §8). A/B testing events only flow when the build
// flag is on.

export const BOTH_TAGS_MESSAGE =
  'Both Google Analytics and Google Tag Manager are enabled. Please disable one of them.';

type Gtag = (
  command: 'event' | 'set',
  name: string | Record<string, unknown>,
  params?: object,
) => void;

export interface AnalyticsTarget {
  dataLayer?: Array<Record<string, unknown>>;
  gtag?: Gtag;
}

export interface AnalyticsOptions {
  tenantId: string;
  gaMeasurementId?: string;
  gtmContainerId?: string;
  abTestingEnabled?: boolean;
  target: AnalyticsTarget;
  logError?: (message: string) => void;
}

export interface Analytics {
  event(name: string, params?: Record<string, unknown>): void;
  pageView(page: string): void;
  setUserProperties(properties: Record<string, unknown>): void;
  abTestEvent(experiment: string, variant: string): void;
}

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { target, tenantId } = options;
  const logError = options.logError ?? ((message: string) => console.error(message));
  if (options.gaMeasurementId && options.gtmContainerId) logError(BOTH_TAGS_MESSAGE);
  const useDataLayer = Boolean(options.gtmContainerId) || !options.gaMeasurementId;

  const event = (name: string, params: Record<string, unknown> = {}) => {
    if (useDataLayer) {
      target.dataLayer ??= [];
      target.dataLayer.push({ event: name, ...params });
    } else {
      target.gtag?.('event', name, params);
    }
  };

  return {
    event,
    pageView: (page) => event('page_view', { page, tenant_id: tenantId }),
    setUserProperties(properties) {
      if (useDataLayer) event('user_properties', { user_properties: properties });
      else target.gtag?.('set', 'user_properties', properties);
    },
    abTestEvent(experiment, variant) {
      if (!options.abTestingEnabled) return;
      event('ab_test', { experiment, variant, tenant_id: tenantId });
    },
  };
}

import { isAbTestingBuild } from '../../config';
import type { AppConfig } from '../../../common/appConfig';
import { createAnalytics, type Analytics, type AnalyticsTarget } from './analytics';
import { loadTagScripts } from './tagScripts';

/** The app's analytics from its config; the tag scripts load only when configured. */
export function startAnalytics(
  config: AppConfig,
  win: Window & AnalyticsTarget = window,
): Analytics {
  loadTagScripts(config, win);
  return createAnalytics({
    tenantId: config.tenantId,
    gaMeasurementId: config.gaMeasurementId,
    gtmContainerId: config.gtmContainerId,
    abTestingEnabled: isAbTestingBuild(),
    target: win,
  });
}

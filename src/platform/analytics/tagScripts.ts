// Loads Google's tag scripts, only those configured (spec §7: "analytics tag when
// configured"), and sets up the data layer / gtag they read.
import type { AnalyticsTarget } from './analytics';

export interface TagConfig {
  gaMeasurementId?: string;
  gtmContainerId?: string;
}

type TagWindow = Window & AnalyticsTarget & { dataLayer?: Array<Record<string, unknown>> };

function appendScript(doc: Document, src: string) {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
  return script;
}

/** Returns the scripts it added (none when nothing is configured). */
export function loadTagScripts(
  config: TagConfig,
  win: TagWindow = window as TagWindow,
): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  if (config.gtmContainerId) {
    win.dataLayer ??= [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    added.push(
      appendScript(
        win.document,
        `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmContainerId)}`,
      ),
    );
  }
  if (config.gaMeasurementId) {
    const dataLayer = (win.dataLayer ??= []);
    // gtag queues its arguments object, as Google's snippet does.
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments as unknown as Record<string, unknown>);
    }
    gtag('js', new Date());
    gtag('config', config.gaMeasurementId, { send_page_view: false });
    win.gtag ??= gtag;
    added.push(
      appendScript(
        win.document,
        `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.gaMeasurementId)}`,
      ),
    );
  }
  return added;
}

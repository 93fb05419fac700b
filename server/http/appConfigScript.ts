// The runtime configuration the app reads as window.__APP_CONFIG__ (src/config.ts),
// injected into index.html in place of the comment <!-- app-config -->.
import type { AppConfig } from '../../src/config';

type RequiredKeys = 'tenantId' | 'environment' | 'firebase';

/** Every key the app reads; all but the tenant, environment and Firebase are optional. */
export type InjectedAppConfig = Pick<AppConfig, RequiredKeys> &
  Partial<Omit<AppConfig, RequiredKeys>>;

export function appConfigScript(config: InjectedAppConfig): string {
  // Escaping "<" keeps a value such as "</script>" from closing the tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script>window.__APP_CONFIG__=${json}</script>`;
}

export function injectAppConfig(indexHtml: string, config: InjectedAppConfig): string {
  return indexHtml.replace('<!-- app-config -->', appConfigScript(config));
}

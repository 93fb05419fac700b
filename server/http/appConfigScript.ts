// The runtime configuration the app reads as window.__APP_CONFIG__ (src/config.ts),
// injected into index.html in place of the comment <!-- app-config -->.
import type { AppConfig } from '../../common/appConfig';

type RequiredKeys = 'tenantId' | 'environment' | 'firebase';

/** Every key the app reads; all but the tenant, environment and Firebase are optional. */
export type InjectedAppConfig = Pick<AppConfig, RequiredKeys> &
  Partial<Omit<AppConfig, RequiredKeys>>;

export function appConfigScript(config: InjectedAppConfig, nonce?: string): string {
  // Escaping "<" keeps a value such as "</script>" from closing the tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // The nonce lets it run under the page's Content-Security-Policy.
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return `<script${nonceAttribute}>window.__APP_CONFIG__=${json}</script>`;
}

export function injectAppConfig(
  indexHtml: string,
  config: InjectedAppConfig,
  nonce?: string,
): string {
  // A function, so "$" in the config is never read as a replacement pattern.
  return indexHtml.replace('<!-- app-config -->', () => appConfigScript(config, nonce));
}

import type { SupportedLocale } from '../common/localeCookies';
import { createMessageCatalog, type Messages } from '../src/i18n/messageCatalog';

// Every namespace of every language, bundled: for tests and tools only (the app loads
// namespaces per route through src/i18n/lazyMessageCatalog.ts).
const namespaceFiles = import.meta.glob<Messages>(
  ['../locales/*/*.json', '!../locales/*/errors.json'],
  { eager: true, import: 'default' },
);

/** A catalog with everything already loaded, so tests render text at once. */
export function createEagerMessageCatalog() {
  return createMessageCatalog({}, namespaceFiles);
}

const everything = createEagerMessageCatalog();

/** The merged messages of all namespaces of one language. */
export function messagesFor(locale: SupportedLocale): Messages {
  return everything.messages(locale);
}

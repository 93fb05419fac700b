import type { SupportedLocale } from './localeCookies';

type Messages = Record<string, string>;

// Every namespace of every language, bundled for now; a later issue loads the
// namespaces per route. Keys are already namespaced ("chat.composer.placeholder").
const namespaceFiles = import.meta.glob<Messages>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function languageOf(path: string): string | undefined {
  return /\/locales\/([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
}

const messagesByLocale = new Map<string, Messages>();
for (const [path, messages] of Object.entries(namespaceFiles)) {
  const language = languageOf(path);
  if (!language) continue;
  messagesByLocale.set(language, { ...messagesByLocale.get(language), ...messages });
}

/** The merged messages of all namespaces of one language. */
export function messagesFor(locale: SupportedLocale): Messages {
  return messagesByLocale.get(locale) ?? {};
}

// Loaded translation namespaces per language. Namespaces load on demand (one JSON chunk
// each); the merged messages of a language keep their identity until another namespace
// of that language arrives, so IntlProvider does not re-render for nothing.
import type { SupportedLocale } from '../../common/localeCookies';

export type Messages = Record<string, string>;
/** Keyed by file path, as import.meta.glob gives them: ".../locales/<lang>/<namespace>.json". */
export type NamespaceLoaders = Record<string, () => Promise<Messages>>;

export interface MessageCatalog {
  isLoaded(locale: SupportedLocale, namespaces: readonly string[]): boolean;
  load(locale: SupportedLocale, namespaces: readonly string[]): Promise<void>;
  messages(locale: SupportedLocale): Messages;
  loadedNamespaces(locale: SupportedLocale): string[];
  subscribe(listener: () => void): () => void;
}

function fileKey(path: string): string | undefined {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

export function createMessageCatalog(
  loaders: NamespaceLoaders,
  preloaded: Record<string, Messages> = {},
): MessageCatalog {
  const loaderByKey = new Map<string, () => Promise<Messages>>();
  for (const [path, loader] of Object.entries(loaders)) {
    const key = fileKey(path);
    if (key) loaderByKey.set(key, loader);
  }
  const loaded = new Map<string, Messages>();
  for (const [path, messages] of Object.entries(preloaded)) {
    const key = fileKey(path);
    if (key) loaded.set(key, messages);
  }
  const pending = new Map<string, Promise<void>>();
  const merged = new Map<string, Messages>();
  const listeners = new Set<() => void>();

  const keysOf = (locale: string, namespaces: readonly string[]) =>
    // A namespace with no file in this language (e.g. a typo) cannot load: skip it.
    namespaces
      .map((ns) => `${locale}/${ns}`)
      .filter((key) => loaderByKey.has(key) || loaded.has(key));

  const loadOne = (key: string): Promise<void> => {
    const existing = pending.get(key);
    if (existing) return existing;
    const loader = loaderByKey.get(key);
    const promise = (loader ? loader() : Promise.resolve({}))
      .then((messages) => {
        loaded.set(key, messages);
        merged.delete(key.split('/')[0]);
        for (const listener of [...listeners]) listener();
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  };

  return {
    isLoaded: (locale, namespaces) => keysOf(locale, namespaces).every((key) => loaded.has(key)),
    async load(locale, namespaces) {
      await Promise.all(
        keysOf(locale, namespaces)
          .filter((key) => !loaded.has(key))
          .map(loadOne),
      );
    },
    messages(locale) {
      let messages = merged.get(locale);
      if (!messages) {
        messages = {};
        for (const [key, namespaceMessages] of loaded) {
          if (key.startsWith(`${locale}/`)) Object.assign(messages, namespaceMessages);
        }
        merged.set(locale, messages);
      }
      return messages;
    },
    loadedNamespaces: (locale) =>
      [...loaded.keys()]
        .filter((key) => key.startsWith(`${locale}/`))
        .map((key) => key.slice(locale.length + 1)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

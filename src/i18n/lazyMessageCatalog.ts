import { createMessageCatalog, type Messages } from './messageCatalog';

// Each namespace file becomes its own small chunk, fetched when a route needs it.
// errors.json holds the server's own messages: the UI shows them as the server sent them.
const loaders = import.meta.glob<Messages>(
  ['../../locales/*/*.json', '!../../locales/*/errors.json'],
  {
    import: 'default',
  },
);

/** The app's catalog: namespaces load per route (each route declares its own: src/routing/routeDeclaration.ts). */
export const lazyMessageCatalog = createMessageCatalog(loaders);

// Offline reading (issue 11): the installed app keeps the latest page of the channels a fan
// visited, so that without a connection the channel still shows what they last saw. The
// network layer (fetchGraphQL.ts) saves each successful answer of a readable query here and,
// when the network fails, answers with the saved one instead of an error.
//
// What is kept is private (the fan's channels, their viewer fields), so it is kept per
// garden and per signed-in fan, never shared: another fan of the same browser reads their
// own list, and signing out forgets the fan's list. It is bounded: the newest answers of at
// most OFFLINE_PAGE_LIMIT pages per fan, each only the newest messages (the first page).
import { createStore, del, get, update, type UseStore } from 'idb-keyval';
import type { GraphQLSingularResponse, RequestParameters, Variables } from 'relay-runtime';

export const OFFLINE_PAGES_DATABASE_NAME = 'garden-offline-pages';
/** How many pages (channels) one fan keeps for reading offline. */
export const OFFLINE_PAGE_LIMIT = 10;

/**
 * The queries worth reading offline, and which of their variables are the page's latest
 * state: a channel opened at its newest messages, not at a linked old one.
 */
const OFFLINE_READABLE_QUERIES: Record<string, (variables: Variables) => boolean> = {
  ChatChannelPageQuery: (variables) => variables.targetMessageId == null,
};

export interface SavedPage {
  /** The operation and its variables (pageKeyOf). */
  key: string;
  response: GraphQLSingularResponse;
  /** When the answer came (ISO 8601). */
  savedAt: string;
}

/** Whether answers of this operation with these variables are kept for reading offline. */
export function isOfflineReadable(request: RequestParameters, variables: Variables): boolean {
  if (request.operationKind !== 'query') return false;
  const readable = OFFLINE_READABLE_QUERIES[request.name];
  return readable ? readable(variables) : false;
}

/** One page's key: the operation and its variables, in a stable order. */
export function pageKeyOf(request: RequestParameters, variables: Variables): string {
  const sorted = Object.keys(variables)
    .sort()
    .map((name) => [name, variables[name] ?? null]);
  return `${request.name}:${JSON.stringify(sorted)}`;
}

/** The list with `page` first (replacing its older answer), cut to `limit` pages. */
export function withPageSaved(
  pages: readonly SavedPage[],
  page: SavedPage,
  limit = OFFLINE_PAGE_LIMIT,
): SavedPage[] {
  return [page, ...pages.filter((saved) => saved.key !== page.key)].slice(0, limit);
}

function isSavedPage(value: unknown): value is SavedPage {
  if (!value || typeof value !== 'object') return false;
  const page = value as Record<string, unknown>;
  return (
    typeof page.key === 'string' &&
    typeof page.savedAt === 'string' &&
    typeof page.response === 'object' &&
    page.response !== null
  );
}

function savedPagesOf(value: unknown): SavedPage[] {
  return Array.isArray(value) ? value.filter(isSavedPage) : [];
}

/** Whose list: one per garden and fan; a visitor's holds only what anyone may read. */
export function ownerKeyOf(tenantId: string, uid: string | null): string {
  return `${tenantId}/${uid ?? 'visitor'}`;
}

export interface OfflinePages {
  save(request: RequestParameters, variables: Variables, response: GraphQLSingularResponse): void;
  /** The saved answer, or null when there is none (or IndexedDB is unavailable). */
  load(request: RequestParameters, variables: Variables): Promise<SavedPage | null>;
}

let store: UseStore | undefined;
function pagesStore(): UseStore {
  store ??= createStore(OFFLINE_PAGES_DATABASE_NAME, 'pages');
  return store;
}

function hasIndexedDB(): boolean {
  return typeof indexedDB !== 'undefined';
}

/**
 * The saved pages of whoever is signed in now: `currentUid` is asked at each save and load,
 * so a page is saved under, and read back for, the fan it was fetched for. Saving happens in
 * the background; failures (private mode, a full disk) only mean "not kept".
 */
export function createOfflinePages({
  tenantId,
  currentUid,
  now = () => new Date(),
}: {
  tenantId: string;
  currentUid: () => Promise<string | null>;
  now?: () => Date;
}): OfflinePages {
  return {
    save(request, variables, response) {
      // An answer with errors may be partial: keep the last complete one instead.
      const complete = 'data' in response && !('errors' in response && response.errors?.length);
      if (!hasIndexedDB() || !complete || !isOfflineReadable(request, variables)) return;
      const page: SavedPage = {
        key: pageKeyOf(request, variables),
        response,
        savedAt: now().toISOString(),
      };
      void currentUid()
        .then((uid) =>
          update(
            ownerKeyOf(tenantId, uid),
            (pages: unknown) => withPageSaved(savedPagesOf(pages), page),
            pagesStore(),
          ),
        )
        .catch(() => undefined);
    },
    async load(request, variables) {
      if (!hasIndexedDB() || !isOfflineReadable(request, variables)) return null;
      try {
        const uid = await currentUid();
        const pages = savedPagesOf(await get(ownerKeyOf(tenantId, uid), pagesStore()));
        const key = pageKeyOf(request, variables);
        return pages.find((page) => page.key === key) ?? null;
      } catch {
        return null;
      }
    },
  };
}

/** Forgets what a fan kept for reading offline (at sign-out: the next person must not see it). */
export async function forgetOfflinePages(tenantId: string, uid: string): Promise<void> {
  if (!hasIndexedDB()) return;
  await del(ownerKeyOf(tenantId, uid), pagesStore()).catch(() => undefined);
}

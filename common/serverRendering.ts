// Server rendering (issue 7 §3): the server renders the app's real page (src/serverRendering/)
// with the route's Relay data, fetched in process; the page carries that data so the app
// hydrates without asking for it again. What both sides agree on lives here.
import type { AppConfig } from './appConfig';
import type { SupportedLocale } from './localeCookies';

/** The id of the <script type="application/json"> that carries ServerRenderedState. */
export const SERVER_RENDERED_STATE_ID = 'garden-server-state';

/** The signed-in fan, as the server knew them from the session cookie. */
export interface ServerRenderedViewer {
  uid: string;
  email: string | null;
}

/** What the page carries for the app to hydrate with. */
export interface ServerRenderedState {
  locale: SupportedLocale;
  /** null: the server had no session for this browser (the app asks the sign-in service). */
  viewer: ServerRenderedViewer | null;
  /** The Relay store's records after the page's queries (RecordSource.toJSON()). */
  records: Record<string, unknown>;
  /** When the server rendered the page (ISO 8601): relative times hydrate against it. */
  renderedAt: string;
}

/** One GraphQL operation, run in process by the server with the page request's identity. */
export interface ServerOperation {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}

export type ExecuteServerOperation = (operation: ServerOperation) => Promise<unknown>;

export interface RenderPageInput {
  /** The page's absolute URL. */
  url: string;
  /** The runtime config the page carries (the tenant's theme, flags, site metadata). */
  config: AppConfig;
  locale: SupportedLocale;
  viewer: ServerRenderedViewer | null;
  execute: ExecuteServerOperation;
  /**
   * A part of the page that failed to render on the server (the browser renders that part
   * itself): the server logs it, since it is a bug to fix.
   */
  reportError: (error: unknown) => void;
}

export type RenderedPage =
  | {
      kind: 'html';
      /** The markup of #root. */
      html: string;
      state: ServerRenderedState;
      /** 404 when the page's thing does not exist (or is not the viewer's to see); else 200. */
      status: 200 | 404;
    }
  | { kind: 'redirect'; location: string };

/** The server rendering module's export (built to dist/.ssr/renderPage.mjs). */
export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage>;

/** The state as a JSON script body: `<` escaped so no text in it can close the script. */
export function serializeServerState(state: ServerRenderedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

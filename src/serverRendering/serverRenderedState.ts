// The state the server rendered the page with (common/serverRendering.ts), read once when
// the app starts; null when the page came without it (Vite's dev server, or a page the
// server could not render).
import { SERVER_RENDERED_STATE_ID, type ServerRenderedState } from '../../common/serverRendering';

export function readServerRenderedState(doc: Document = document): ServerRenderedState | null {
  const script = doc.getElementById(SERVER_RENDERED_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerRenderedState;
  } catch {
    // A damaged page: render afresh rather than hydrate with nothing.
    return null;
  }
}

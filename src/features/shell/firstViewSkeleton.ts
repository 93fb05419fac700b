// The server draws a skeleton of the first view (header, page heading) beside #root so the
// page paints before any JavaScript loads (server/http/firstViewSkeleton.ts). It goes once
// the app shows its own shell, in the same frame, so the two never appear together.
import { FIRST_VIEW_ID } from '../../../common/firstView';

// What the app draws once it has something to show: its shell, an error, a dialog.
const APP_CONTENT = 'header, main, h1, [role="alert"], [role="dialog"]';

/** Removes the skeleton when the app's content appears in `root`; returns the stop. */
export function removeFirstViewWhenShown(root: HTMLElement, doc: Document = document): () => void {
  const skeleton = doc.getElementById(FIRST_VIEW_ID);
  if (!skeleton) return () => {};
  const observer = new MutationObserver(() => {
    if (!root.querySelector(APP_CONTENT)) return;
    skeleton.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

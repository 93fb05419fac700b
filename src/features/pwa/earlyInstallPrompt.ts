// Chromium may offer the install prompt before the app shell (and useInstallHelper) has
// mounted; this keeps that early event so the install button can still use it.
import type { BeforeInstallPromptEvent } from './useInstallHelper';

let early: BeforeInstallPromptEvent | null = null;

function keep(event: Event) {
  event.preventDefault();
  early = event as BeforeInstallPromptEvent;
}

/** Call once at start-up; returns the function that stops listening. */
export function captureEarlyInstallPrompt(win: Window = window): () => void {
  win.addEventListener('beforeinstallprompt', keep);
  return () => win.removeEventListener('beforeinstallprompt', keep);
}

/** The prompt offered before the helper listened, once (a prompt can be used once). */
export function takeEarlyInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = early;
  early = null;
  return event;
}

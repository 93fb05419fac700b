import { useCallback, useEffect, useState } from 'react';
import { takeEarlyInstallPrompt } from './earlyInstallPrompt';

// The browser's install prompt event (Chromium); not in TypeScript's DOM library.
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallChoice = 'accepted' | 'dismissed' | 'unknown';

export interface InstallHelper {
  /** The browser offered to install the app and the prompt has not been used yet. */
  canPrompt: boolean;
  installed: boolean;
  /** The app runs from the home screen (display-mode: standalone). */
  standalone: boolean;
  offline: boolean;
  /** The fan's answer to the prompt; unknown before any choice. */
  choice: InstallChoice;
  promptInstall(): Promise<InstallChoice>;
}

const STANDALONE_QUERY = '(display-mode: standalone)';

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia(STANDALONE_QUERY).matches;
}

export function useInstallHelper(): InstallHelper {
  // What the server drew (no browser there); the browser's facts come in the first effect.
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  const [standalone, setStandalone] = useState(false);
  const [offline, setOffline] = useState(false);
  const [choice, setChoice] = useState<InstallChoice>('unknown');

  useEffect(() => {
    setStandalone(isStandalone());
    setOffline(!navigator.onLine);
    const early = takeEarlyInstallPrompt();
    if (early) setPromptEvent(early);
    const onBeforeInstallPrompt = (event: Event) => {
      // Keep the event to show our own install button instead of the browser's bar.
      event.preventDefault();
      // Already ours: the early capture must not hand it out again later.
      takeEarlyInstallPrompt();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setPromptEvent(null);
    };
    const onOnline = () => setOffline(false);
    const onOffline = () => setOffline(true);
    const displayMode = window.matchMedia(STANDALONE_QUERY);
    const onDisplayModeChange = () => setStandalone(isStandalone());

    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onInstalled);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    displayMode.addEventListener?.('change', onDisplayModeChange);
    return () => {
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onInstalled);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      displayMode.removeEventListener?.('change', onDisplayModeChange);
    };
  }, []);

  const promptInstall = useCallback(async (): Promise<InstallChoice> => {
    if (!promptEvent) return 'unknown';
    await promptEvent.prompt();
    const { outcome } = await promptEvent.userChoice;
    setChoice(outcome);
    // A prompt event can be used once only.
    setPromptEvent(null);
    if (outcome === 'accepted') setInstalled(true);
    return outcome;
  }, [promptEvent]);

  return { canPrompt: promptEvent !== null, installed, standalone, offline, choice, promptInstall };
}

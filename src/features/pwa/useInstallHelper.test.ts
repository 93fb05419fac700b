import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyInstallPrompt } from './earlyInstallPrompt';
import { useInstallHelper, type BeforeInstallPromptEvent } from './useInstallHelper';

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  Object.assign(event, {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return event;
}

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => setOnline(true));

describe('useInstallHelper', () => {
  it('starts with no prompt, not installed, not standalone and choice unknown', () => {
    const { result } = renderHook(() => useInstallHelper());
    expect(result.current).toMatchObject({
      canPrompt: false,
      installed: false,
      standalone: false,
      offline: false,
      choice: 'unknown',
    });
  });

  it('keeps the install prompt and records an accepted choice', async () => {
    const { result } = renderHook(() => useInstallHelper());
    const event = installPromptEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.canPrompt).toBe(true);

    await act(async () => {
      await expect(result.current.promptInstall()).resolves.toBe('accepted');
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({ choice: 'accepted', installed: true, canPrompt: false });
  });

  it('records a dismissed choice and stays not installed', async () => {
    const { result } = renderHook(() => useInstallHelper());
    act(() => {
      window.dispatchEvent(installPromptEvent('dismissed'));
    });
    await act(async () => {
      await result.current.promptInstall();
    });
    expect(result.current).toMatchObject({ choice: 'dismissed', installed: false });
  });

  it('answers unknown when there is no prompt to show', async () => {
    const { result } = renderHook(() => useInstallHelper());
    await expect(result.current.promptInstall()).resolves.toBe('unknown');
  });

  it('marks the app installed on appinstalled', () => {
    const { result } = renderHook(() => useInstallHelper());
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.installed).toBe(true);
  });

  it('follows the offline and online events', () => {
    const { result } = renderHook(() => useInstallHelper());
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current.offline).toBe(true);
    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current.offline).toBe(false);
  });

  it('reads offline at start', () => {
    setOnline(false);
    const { result } = renderHook(() => useInstallHelper());
    expect(result.current.offline).toBe(true);
  });

  it('can use a prompt the browser offered before the helper was listening', async () => {
    const stop = captureEarlyInstallPrompt();
    const event = installPromptEvent('dismissed');
    window.dispatchEvent(event);
    stop();
    expect(event.defaultPrevented).toBe(true);
    const { result } = renderHook(() => useInstallHelper());
    expect(result.current.canPrompt).toBe(true);
    await act(async () => {
      await result.current.promptInstall();
    });
    expect(result.current.choice).toBe('dismissed');
    // Used once: a second helper does not get it again.
    expect(renderHook(() => useInstallHelper()).result.current.canPrompt).toBe(false);
  });
});

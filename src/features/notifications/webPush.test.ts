import { describe, expect, it, vi } from 'vitest';
import { describeSubscription, fromBase64url, readDeviceState } from './webPush';

type FakeWindow = Parameters<typeof readDeviceState>[0];

function fakeWindow(permission: NotificationPermission, subscribed: boolean): FakeWindow {
  const subscription = subscribed ? { endpoint: 'https://push.example/1' } : null;
  return {
    PushManager: class {},
    Notification: { permission },
    navigator: {
      serviceWorker: {
        getRegistration: vi.fn(async () => ({
          pushManager: { getSubscription: async () => subscription },
        })),
      },
    },
  } as unknown as FakeWindow;
}

describe('webPush', () => {
  it('reads the device state from the permission and the push worker’s subscription', async () => {
    expect(await readDeviceState({ navigator: {} } as unknown as FakeWindow)).toBe('unsupported');
    expect(await readDeviceState(fakeWindow('denied', false))).toBe('denied');
    expect(await readDeviceState(fakeWindow('default', false))).toBe('off');
    expect(await readDeviceState(fakeWindow('granted', false))).toBe('off');
    expect(await readDeviceState(fakeWindow('granted', true))).toBe('on');
  });

  it('turns a subscription into what the server stores, base64url without padding', () => {
    const p256dh = new Uint8Array(65).fill(251);
    p256dh[0] = 4;
    const auth = new Uint8Array(16).fill(255);
    const described = describeSubscription({
      endpoint: 'https://push.example/1',
      getKey: (name: PushEncryptionKeyName) => (name === 'p256dh' ? p256dh : auth).buffer,
    } as unknown as PushSubscription);
    expect(described.endpoint).toBe('https://push.example/1');
    expect(described.p256dh).not.toMatch(/[+/=]/);
    expect(fromBase64url(described.p256dh)).toEqual(p256dh);
    expect(fromBase64url(described.auth)).toEqual(auth);
  });
});

// FairnessCrypto on the browser's WebCrypto, for the verify page.
import type { FairnessCrypto } from '../../../common/draws/verifyPull';

const encoder = new TextEncoder();

export const webFairnessCrypto: FairnessCrypto = {
  async sha256Hex(text) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  },
  async hmac(key, message) {
    const cryptoKey = await crypto.subtle.importKey(
      'raw',
      encoder.encode(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
  },
};

// FairnessCrypto on node:crypto, for the verify script and the server's tests.
import { createHash, createHmac } from 'node:crypto';
import type { FairnessCrypto } from '../../common/draws/verifyPull';

export const nodeFairnessCrypto: FairnessCrypto = {
  sha256Hex: async (text) => createHash('sha256').update(text).digest('hex'),
  hmac: async (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest()),
};

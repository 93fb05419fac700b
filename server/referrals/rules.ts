// The rules of invite and campaign codes: their shape, the default referral rewards and the
// operators' limits.
import { randomInt } from 'node:crypto';

/** Letters and digits a fan cannot misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
const INVITE_CODE = new RegExp(`^[${CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** Campaign codes: 4 to 32 letters and digits once spaces and hyphens are dropped. */
const CAMPAIGN_CODE = /^[A-Z0-9]{4,32}$/;
export const MAX_CODE_INPUT_LENGTH = 64;

/** A garden that never set its rewards gives these (README "Invite codes"). */
export const DEFAULT_REFERRAL_REWARDS = { inviterCoins: 100, inviteeCoins: 100 } as const;
export const MAX_REFERRAL_COINS = 100_000;

export const CAMPAIGN_LIMITS = {
  rewardCoins: { min: 1, max: 100_000 },
  perFanLimit: { min: 1, max: 100 },
  totalLimit: { min: 1, max: 1_000_000 },
  generateCount: { min: 0, max: 1_000 },
  sharedCodes: 20,
  title: 100,
  description: 1_000,
} as const;
export const CAMPAIGN_PAGE_ID = /^[a-z0-9](?:[a-z0-9-]{1,62})[a-z0-9]$/;

/** What a fan typed, as stored: upper case, without spaces and hyphens. */
export function normalizeCode(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\s\-‐－ー]/gu, '')
    .toUpperCase();
}

export function isInviteCodeShape(code: string): boolean {
  return INVITE_CODE.test(code);
}

export function isCampaignCodeShape(code: string): boolean {
  return CAMPAIGN_CODE.test(code);
}

/** A random code of the safe alphabet (invite codes, generated campaign codes). */
export function randomCode(length = INVITE_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Wrong campaign codes one fan may try: 10 in 10 minutes, then a RateLimitedError. */
export const WRONG_CAMPAIGN_CODES = { points: 10, windowSeconds: 600 } as const;

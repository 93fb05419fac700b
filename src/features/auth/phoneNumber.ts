// Phone numbers for SMS sign-in: the calling codes the picker offers and the E.164 form
// (+819012345678) the sign-in service takes.

/** The regions the picker offers, with their calling codes; Japan first (the default). */
export const PHONE_REGIONS = [
  { region: 'JP', callingCode: '81' },
  { region: 'US', callingCode: '1' },
  { region: 'CA', callingCode: '1' },
  { region: 'KR', callingCode: '82' },
  { region: 'TW', callingCode: '886' },
  { region: 'HK', callingCode: '852' },
  { region: 'CN', callingCode: '86' },
  { region: 'SG', callingCode: '65' },
  { region: 'TH', callingCode: '66' },
  { region: 'PH', callingCode: '63' },
  { region: 'ID', callingCode: '62' },
  { region: 'MY', callingCode: '60' },
  { region: 'VN', callingCode: '84' },
  { region: 'IN', callingCode: '91' },
  { region: 'AU', callingCode: '61' },
  { region: 'NZ', callingCode: '64' },
  { region: 'GB', callingCode: '44' },
  { region: 'FR', callingCode: '33' },
  { region: 'DE', callingCode: '49' },
  { region: 'IT', callingCode: '39' },
  { region: 'ES', callingCode: '34' },
  { region: 'BR', callingCode: '55' },
  { region: 'MX', callingCode: '52' },
] as const;

export type PhoneRegion = (typeof PHONE_REGIONS)[number]['region'];

export const DEFAULT_PHONE_REGION: PhoneRegion = 'JP';

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * The number in E.164 form, or null when it cannot be one. A number typed with its own
 * "+" keeps its calling code; otherwise the region's is put in front, without the
 * national trunk prefix (090-1234-5678 in Japan is +819012345678).
 */
export function toE164(region: PhoneRegion, typed: string): string | null {
  const compact = typed.trim().replace(/[\s\-().]/g, '');
  if (!compact) return null;
  if (compact.startsWith('+')) return E164.test(compact) ? compact : null;
  if (!/^\d+$/.test(compact)) return null;
  const callingCode = PHONE_REGIONS.find((r) => r.region === region)?.callingCode;
  if (!callingCode) return null;
  // Italy keeps its leading 0; elsewhere in the list a leading 0 is the trunk prefix.
  const national = region === 'IT' ? compact : compact.replace(/^0/, '');
  const number = `+${callingCode}${national}`;
  return E164.test(number) ? number : null;
}

/** Whether a code as typed is the six digits the SMS carries. */
export function isSmsCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

/** The last digits of a number, all a settings page shows of it (the rest stays private). */
export function lastDigitsOf(phoneNumber: string, count = 4): string {
  return phoneNumber.replace(/\D/g, '').slice(-count);
}

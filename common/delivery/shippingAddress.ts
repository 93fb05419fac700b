// The one shape of a Japanese delivery address: the address book keeps it, a paid order
// and a real-goods prize delivery keep a copy of it as it was (a later edit of the book
// never moves a parcel already on its way). Both sides read the rules from here.
import { PREFECTURES } from './prefectures';

export interface ShippingAddress {
  recipientName: string;
  /** NNN-NNNN, half-width digits. */
  postalCode: string;
  /** The prefecture's Japanese name, one of PREFECTURES. */
  prefecture: string;
  city: string;
  street: string;
  /** Building and room; may be empty. */
  building: string;
  /** Digits and hyphens, 10 or 11 digits. */
  phone: string;
  /** ISO 3166-1 alpha-2; the garden ships within Japan only. */
  country: 'JP';
}

export type ShippingAddressField = Exclude<keyof ShippingAddress, 'country'>;

export type ShippingAddressProblem = {
  field: ShippingAddressField;
  reason: 'REQUIRED' | 'TOO_LONG' | 'INVALID_FORMAT';
  limit?: number;
};

/** The longest each text may be, in characters. */
export const SHIPPING_ADDRESS_LIMITS = {
  recipientName: 40,
  city: 60,
  street: 100,
  building: 100,
} as const;

/** Full-width digits and hyphen-like marks, as Japanese keyboards type them, made plain. */
export function halfWidth(value: string): string {
  return value
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[－‐―ー−]/g, '-');
}

/** 〒123-4567, 1234567 or １２３－４５６７ → 123-4567; null when it is not 7 digits. */
export function normalizePostalCode(value: string): string | null {
  const match = /^〒?\s*(\d{3})-?(\d{4})$/.exec(halfWidth(value.trim()));
  return match ? `${match[1]}-${match[2]}` : null;
}

function normalizePhone(value: string): string | null {
  const phone = halfWidth(value.trim()).replace(/\s/g, '');
  return /^(?=(?:\D*\d){10,11}\D*$)0[\d-]{9,12}$/.test(phone) ? phone : null;
}

/**
 * The address as stored (trimmed, half-width), or the first field that is wrong. The order
 * of the checks is the order of the form, so the fan sees the topmost problem first.
 */
export function checkShippingAddress(
  input: Omit<ShippingAddress, 'country' | 'building'> & { building?: string | null },
): { address: ShippingAddress } | { problem: ShippingAddressProblem } {
  const text = (field: keyof typeof SHIPPING_ADDRESS_LIMITS, required: boolean) => {
    const value = (input[field] ?? '').trim();
    if (required && value === '') return { field, reason: 'REQUIRED' as const };
    const limit = SHIPPING_ADDRESS_LIMITS[field];
    if ([...value].length > limit) return { field, reason: 'TOO_LONG' as const, limit };
    return value;
  };
  const recipientName = text('recipientName', true);
  if (typeof recipientName !== 'string') return { problem: recipientName };
  if (input.postalCode.trim() === '')
    return { problem: { field: 'postalCode', reason: 'REQUIRED' } };
  const postalCode = normalizePostalCode(input.postalCode);
  if (!postalCode) return { problem: { field: 'postalCode', reason: 'INVALID_FORMAT' } };
  const prefecture = input.prefecture.trim();
  if (prefecture === '') return { problem: { field: 'prefecture', reason: 'REQUIRED' } };
  if (!PREFECTURES.some((known) => known.ja === prefecture))
    return { problem: { field: 'prefecture', reason: 'INVALID_FORMAT' } };
  const city = text('city', true);
  if (typeof city !== 'string') return { problem: city };
  const street = text('street', true);
  if (typeof street !== 'string') return { problem: street };
  const building = text('building', false);
  if (typeof building !== 'string') return { problem: building };
  if (input.phone.trim() === '') return { problem: { field: 'phone', reason: 'REQUIRED' } };
  const phone = normalizePhone(input.phone);
  if (!phone) return { problem: { field: 'phone', reason: 'INVALID_FORMAT' } };
  return {
    address: {
      recipientName,
      postalCode,
      prefecture,
      city,
      street,
      building,
      phone,
      country: 'JP',
    },
  };
}

// Parcel tracking numbers as the garden's operators type them from a carrier's slip.
// Yamato, Sagawa and Japan Post print 10 to 13 digits in groups ("1234-5678-9012"); the
// garden keeps the digits only, 8 to 20 of them.
import { halfWidth } from './shippingAddress';

/** The digits of a tracking number (full-width accepted), or null when it is not one. */
export function normalizeTrackingNumber(value: string): string | null {
  const digits = halfWidth(value.trim()).replace(/[\s-]/g, '');
  return /^\d{8,20}$/.test(digits) ? digits : null;
}

/** "123456789012" → "1234-5678-9012", as the slips print it. */
export function formatTrackingNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1-');
}

import { describe, expect, it } from 'vitest';
import { formatTrackingNumber, normalizeTrackingNumber } from './tracking';

describe('tracking numbers', () => {
  it('keeps the digits of a slip’s number, however it is typed', () => {
    expect(normalizeTrackingNumber('4321-0000-5678')).toBe('432100005678');
    expect(normalizeTrackingNumber(' ４３２１ ００００ ５６７８ ')).toBe('432100005678');
    expect(normalizeTrackingNumber('4321－0000－5678')).toBe('432100005678');
  });
  it('refuses what is not 8 to 20 digits', () => {
    for (const value of ['', '1234567', '1'.repeat(21), 'ABC-1234-5678', '1234_5678'])
      expect(normalizeTrackingNumber(value)).toBeNull();
  });
  it('prints it in groups of four', () => {
    expect(formatTrackingNumber('432100005678')).toBe('4321-0000-5678');
    expect(formatTrackingNumber('1234567890')).toBe('1234-5678-90');
  });
});

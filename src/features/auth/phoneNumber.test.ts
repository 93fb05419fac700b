import { describe, expect, it } from 'vitest';
import { isSmsCode, lastDigitsOf, toE164 } from './phoneNumber';

describe('toE164', () => {
  it('drops the Japanese trunk prefix and puts +81 in front', () => {
    expect(toE164('JP', '090-1234-5678')).toBe('+819012345678');
    expect(toE164('JP', '90 1234 5678')).toBe('+819012345678');
  });

  it('keeps a number typed with its own calling code, whatever the region', () => {
    expect(toE164('JP', '+1 (415) 555-0100')).toBe('+14155550100');
  });

  it('uses the chosen region', () => {
    expect(toE164('US', '(415) 555-0100')).toBe('+14155550100');
    expect(toE164('IT', '06 1234 5678')).toBe('+390612345678');
  });

  it('refuses what cannot be a number', () => {
    expect(toE164('JP', '')).toBeNull();
    expect(toE164('JP', '090-abcd-5678')).toBeNull();
    expect(toE164('JP', '12')).toBeNull();
    expect(toE164('JP', '+0123456789')).toBeNull();
    expect(toE164('JP', '9'.repeat(16))).toBeNull();
  });
});

describe('isSmsCode', () => {
  it('accepts six digits only', () => {
    expect(isSmsCode('123456')).toBe(true);
    expect(isSmsCode(' 123456 ')).toBe(true);
    expect(isSmsCode('12345')).toBe(false);
    expect(isSmsCode('12345a')).toBe(false);
  });
});

describe('lastDigitsOf', () => {
  it('keeps the last four digits only', () => {
    expect(lastDigitsOf('+819012345678')).toBe('5678');
    expect(lastDigitsOf('+14155550100')).toBe('0100');
  });
});

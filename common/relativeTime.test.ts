import { describe, expect, it } from 'vitest';
import { relativeTimeFrom } from './relativeTime';

const now = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTimeFrom', () => {
  it('is null under a minute, either way', () => {
    expect(relativeTimeFrom(ago(59_000), now)).toBeNull();
    expect(relativeTimeFrom(new Date(now.getTime() + 10_000), now)).toBeNull();
  });

  it('uses the largest whole unit, negative for the past', () => {
    expect(relativeTimeFrom(ago(5 * 60_000), now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTimeFrom(ago(3 * 3_600_000 + 59 * 60_000), now)).toEqual({
      value: -3,
      unit: 'hour',
    });
    expect(relativeTimeFrom(ago(2 * 86_400_000), now)).toEqual({ value: -2, unit: 'day' });
    expect(relativeTimeFrom(ago(15 * 86_400_000), now)).toEqual({ value: -2, unit: 'week' });
    expect(relativeTimeFrom(ago(400 * 86_400_000), now)).toEqual({ value: -1, unit: 'year' });
  });
});

import { describe, expect, it } from 'vitest';
import { isEmailAddress, MAX_EMAIL_LENGTH } from './emailAddress';

describe('isEmailAddress', () => {
  it('takes the addresses fans have', () => {
    for (const address of [
      'fan@example.com',
      'new.fan+garden@example.co.jp',
      "o'brien@mail.example.ie",
      'x_y-z@sub-domain.example.org',
      'fan@例え.jp',
    ])
      expect(isEmailAddress(address), address).toBe(true);
  });

  it('refuses what is not one, or could split a mail header', () => {
    for (const text of [
      '',
      'fan',
      '@example.com',
      'fan@',
      'fan@localhost',
      'fan@@example.com',
      'fan@example..com',
      'fan@-example.com',
      '.fan@example.com',
      'fan.@example.com',
      'two words@example.com',
      '"two words"@example.com',
      '<script>@example.com',
      'fan@example.com\r\nBcc: everyone@example.com',
      'fan@example.com, other@example.com',
      'fan@exa mple.com',
      `${'a'.repeat(65)}@example.com`,
      `fan@${'a'.repeat(MAX_EMAIL_LENGTH)}.com`,
    ])
      expect(isEmailAddress(text), JSON.stringify(text)).toBe(false);
  });
});

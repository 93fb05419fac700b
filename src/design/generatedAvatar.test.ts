import { describe, expect, it } from 'vitest';
import { generatedAvatarUri } from './generatedAvatar';

describe('generatedAvatarUri', () => {
  it('draws the same SVG for the same fan and another for another fan', () => {
    const first = generatedAvatarUri('VXNlcjox');
    expect(first).toMatch(/^data:image\/svg\+xml/);
    expect(generatedAvatarUri('VXNlcjox')).toBe(first);
    expect(generatedAvatarUri('VXNlcjoy')).not.toBe(first);
  });
});

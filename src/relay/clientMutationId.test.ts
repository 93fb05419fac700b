import { describe, expect, it } from 'vitest';
import { newClientMutationId } from './clientMutationId';

describe('newClientMutationId', () => {
  it('returns a new v4 UUID each time', () => {
    const first = newClientMutationId();
    const second = newClientMutationId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });
});

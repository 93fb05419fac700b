import { toGlobalId as relayGlobalId } from 'graphql-relay';
import { describe, expect, it } from 'vitest';
import { dbIdOf, fromGlobalId, toGlobalId } from './globalId';

describe('global ids', () => {
  it('are base64 of "Type:dbId", the format the mock server writes too', () => {
    expect(toGlobalId('Channel', 12)).toBe('Q2hhbm5lbDoxMg==');
    expect(toGlobalId('Channel', 12)).toBe(relayGlobalId('Channel', '12'));
    expect(fromGlobalId('Q2hhbm5lbDoxMg==')).toEqual({ type: 'Channel', dbId: 12 });
  });

  it('give the database id only for the expected type', () => {
    const id = toGlobalId('ChatMessage', 7);
    expect(dbIdOf(id, 'ChatMessage')).toBe(7);
    expect(dbIdOf(id, 'Channel')).toBeNull();
  });

  it('mean "no such object" for anything else', () => {
    expect(fromGlobalId('garbage!')).toBeNull();
    expect(fromGlobalId('')).toBeNull();
    expect(fromGlobalId(relayGlobalId('Channel', 'abc'))).toBeNull();
    expect(fromGlobalId(relayGlobalId('Channel', '0'))).toBeNull();
    expect(fromGlobalId(relayGlobalId('Channel', '9999999999999999'))).toBeNull();
  });
});

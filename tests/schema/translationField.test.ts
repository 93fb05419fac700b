// API users must be able to tell the author's text from a translation: `body` is always the
// original, and the Auto-Translation header only ever fills the separate, nullable field.
import { isNonNullType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadGardenSchema } from '../../mocks/gardenSchema';

describe('the schema on translation', () => {
  it('keeps the body as written and puts a translation in its own nullable field', () => {
    const chatMessage = loadGardenSchema().getType('ChatMessage');
    expect(isObjectType(chatMessage)).toBe(true);
    const fields = isObjectType(chatMessage) ? chatMessage.getFields() : {};
    expect(fields.body?.description).toMatch(/never translated/);
    expect(fields.translation).toBeDefined();
    expect(isNonNullType(fields.translation?.type)).toBe(false);
    expect(fields.translation?.description).toMatch(/Auto-Translation header/);
  });
});

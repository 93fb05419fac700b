// Until translation exists, the schema tells API users that the Auto-Translation header
// does nothing (issue 16), so nobody builds on a switch that has no effect.
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadGardenSchema } from '../../mocks/gardenSchema';

describe('the schema on translation', () => {
  it('says that chat text is never translated and the Auto-Translation header has no effect', () => {
    const chatMessage = loadGardenSchema().getType('ChatMessage');
    expect(isObjectType(chatMessage)).toBe(true);
    const body = isObjectType(chatMessage) ? chatMessage.getFields().body.description : '';
    expect(body).toMatch(/translation does not exist yet/);
    expect(body).toMatch(/Auto-Translation request header is accepted\s+but has no effect/);
  });
});

// Message translation without a translation service (neither server has DEEPL_AUTH_KEY):
// unavailable, and a message carries no translation even with the Auto-Translation header
// on — the same on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';

const CHANNEL_MESSAGES = /* GraphQL */ `
  query ContractTranslatedMessages {
    translationAvailable
    community {
      channels(first: 1) {
        edges {
          node {
            messages(last: 3) {
              edges {
                node {
                  body
                  translation {
                    text
                    sourceLanguage
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

export default defineContract('translation', [
  {
    name: 'offers no translation without a translation service, whatever the header says',
    async run(server) {
      for (const on of ['true', 'false']) {
        const result = await server.call(
          CHANNEL_MESSAGES,
          {},
          { language: 'en', headers: { 'Auto-Translation': on } },
        );
        expect(result.errors).toBeUndefined();
        expect(result.data?.translationAvailable).toBe(false);
        const messages = result.data?.community.channels.edges[0].node.messages.edges;
        expect(messages.length).toBeGreaterThan(0);
        for (const edge of messages) expect(edge.node.translation).toBeNull();
      }
    },
  },
]);

// The mock of message translation (server/translation): the mock garden has no translation
// service, as a garden without DEEPL_AUTH_KEY: unavailable, and no message is translated
// whatever the Auto-Translation header says (tests/contract/translation.contract.ts).
import type { MockFeature } from './mockFeature';

export const translationMock: MockFeature = {
  builders: (locale) => ({
    // Only component tests that ask for one get a translation (e.g. of a Japanese line).
    MessageTranslation: () =>
      locale === 'ja'
        ? { text: '今夜の放送、一緒に観ましょう！', sourceLanguage: 'en' }
        : { text: "Let's watch tonight's broadcast together!", sourceLanguage: 'ja' },
  }),
  resolvers: () => ({
    Query: { translationAvailable: () => false },
    ChatMessage: { translation: () => null },
  }),
};

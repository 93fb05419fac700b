// Message translation (issue 11): with the Auto-Translation header on, chat messages not in
// the fan's language carry their translation, through a provider (DeepL) when one is
// configured, kept per message and language.
import { defineServerFeature } from '../platform/serverFeature';
import { createTranslationLoaders } from './loaders';
import { messageTranslations } from './tables';
import { translationResolvers } from './translationResolvers';

export const translationFeature = defineServerFeature({
  name: 'translation',
  resolvers: [translationResolvers],
  tables: { messageTranslations },
  loaders: (scope) => createTranslationLoaders(scope),
});

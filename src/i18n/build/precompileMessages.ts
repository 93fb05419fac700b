// Build-time compilation of the UI's ICU messages (locales/<lang>/<namespace>.json) to
// the AST react-intl reads, so the production bundle ships without the ICU parser
// (@formatjs/icu-messageformat-parser is aliased to its no-parser entry). Tests and the
// dev server keep plain strings and the parser. errors.json stays text: the server reads it.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const UI_LOCALE_FILE = /[\\/]locales[\\/][^\\/]+[\\/](?!errors\.json)[^\\/]+\.json$/;

export function precompileMessages(): Plugin {
  return {
    name: 'garden:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!UI_LOCALE_FILE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      // Still JSON: Vite's own JSON plugin turns it into a module next.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

// The rules `npm run check:i18n` enforces on the locale files (pure, so they are tested).

export type LocaleFiles = Record<string, Record<string, Record<string, string>>>; // lang → namespace → messages

export interface MessageProblem {
  kind: 'missing' | 'one-language' | 'wrong-namespace';
  id: string;
  detail: string;
}

export const CHECKED_LANGUAGES = ['ja', 'en'] as const;

export function findMessageProblems(
  usedIds: Iterable<string>,
  files: LocaleFiles,
): MessageProblem[] {
  const problems: MessageProblem[] = [];
  const idsByLanguage = new Map<string, Set<string>>();
  for (const language of CHECKED_LANGUAGES) {
    const ids = new Set<string>();
    for (const [namespace, messages] of Object.entries(files[language] ?? {})) {
      for (const id of Object.keys(messages)) {
        ids.add(id);
        // Pages load namespaces by file: an id must live in the file its prefix names.
        if (!id.startsWith(`${namespace}.`))
          problems.push({
            kind: 'wrong-namespace',
            id,
            detail: `in ${language}/${namespace}.json`,
          });
      }
    }
    idsByLanguage.set(language, ids);
  }
  for (const id of new Set(usedIds)) {
    for (const language of CHECKED_LANGUAGES) {
      if (!idsByLanguage.get(language)?.has(id))
        problems.push({ kind: 'missing', id, detail: `used in the code, missing in ${language}` });
    }
  }
  const [ja, en] = CHECKED_LANGUAGES.map(
    (language) => idsByLanguage.get(language) ?? new Set<string>(),
  );
  for (const id of ja)
    if (!en.has(id)) problems.push({ kind: 'one-language', id, detail: 'only in ja' });
  for (const id of en)
    if (!ja.has(id)) problems.push({ kind: 'one-language', id, detail: 'only in en' });
  return problems;
}

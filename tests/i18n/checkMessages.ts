// npm run check:i18n — extracts the message ids the code uses (formatjs extract: defineMessages,
// <FormattedMessage id>, intl.formatMessage({ id })) and fails when one is missing in a
// locale, when an id exists in only one of ja/en, or sits in the wrong namespace file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKED_LANGUAGES, findMessageProblems, type LocaleFiles } from './messageProblems';

const root = join(__dirname, '..', '..');
const out = join(mkdtempSync(join(tmpdir(), 'garden-i18n-')), 'extracted.json');

const extraction = spawnSync(
  join(root, 'node_modules', '.bin', 'formatjs'),
  [
    'extract',
    'src/**/*.{ts,tsx}',
    '--ignore',
    'src/**/*.test.{ts,tsx}',
    '--ignore',
    'src/__generated__/**',
    '--out-file',
    out,
  ],
  { cwd: root, encoding: 'utf8' },
);
if (extraction.status !== 0) {
  console.error(extraction.stderr || extraction.stdout);
  process.exit(1);
}
// Ids passed through a variable cannot be checked here; formatjs names those call sites.
const log = `${extraction.stdout}${extraction.stderr}`;
const usedIds = Object.keys(JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>);

const files: LocaleFiles = {};
for (const language of CHECKED_LANGUAGES) {
  files[language] = {};
  for (const file of readdirSync(join(root, 'locales', language)).filter((name) =>
    name.endsWith('.json'),
  )) {
    files[language][file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(join(root, 'locales', language, file), 'utf8'),
    ) as Record<string, string>;
  }
}

if (log.trim()) console.warn(log.trim());
const problems = findMessageProblems(usedIds, files);
for (const problem of problems)
  console.error(`✗ ${problem.kind}: ${problem.id} (${problem.detail})`);
if (problems.length > 0) {
  console.error(`check:i18n: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(
  `check:i18n: ${usedIds.length} message ids used, all present in ${CHECKED_LANGUAGES.join(' and ')}.`,
);

// @vitest-environment node
// The folder boundaries of eslint.config.mjs: server/ and src/ never import each other,
// common/ is pure, test harnesses stay out of the running code. Checked on small sources
// linted as if they lived at the given paths, so a broken rule fails here, not in review.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(__dirname, '..') });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.severity === 2)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// ESLint loads its config and parsers on the first call: seconds on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'common/warm-up.ts' }), 120_000);

describe('folder boundaries', { timeout: 30_000 }, () => {
  it('keep server/ from importing src/, and src/ from importing server/', async () => {
    expect(
      await refusals('server/http/probe.ts', "export { readAppConfig } from '../../src/config';"),
    ).toEqual([expect.stringContaining('server/ never imports src/')]);
    expect(
      await refusals('src/relay/probe.ts', "export type { GardenServer } from '../../server/app';"),
    ).toEqual([expect.stringContaining('src/ never imports server/')]);
    expect(
      await refusals(
        'src/relay/probe.test.ts',
        "export { readSessionCookie } from '../../server/access/sessionCookie';",
      ),
    ).toEqual([expect.stringContaining('src/ never imports server/')]);
  });

  it('keep mocks and test harnesses out of the app and the running server, not out of tests', async () => {
    expect(
      await refusals('src/relay/probe.ts', "export { renderWithRelay } from '../../tests/relay';"),
    ).toHaveLength(1);
    expect(
      await refusals(
        'src/relay/probe.test.ts',
        "export { renderWithRelay } from '../../tests/relay';",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'server/http/probe.ts',
        "export { createTestGarden } from '../testing/testGarden';",
      ),
    ).toHaveLength(1);
    expect(
      await refusals(
        'server/http/probe.test.ts',
        "export { createTestGarden } from '../testing/testGarden';",
      ),
    ).toEqual([]);
  });

  it('keep common/ pure: no app, server, React, Node or DOM', async () => {
    const source = [
      "import { useState } from 'react';",
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "import { readAppConfig } from '../src/config';",
      'export const probe = [useState, readFileSync, path, readAppConfig, document.title, Buffer];',
    ].join('\n');
    const found = await refusals('common/probe.ts', source);
    expect(found).toHaveLength(6);
    expect(found.filter((line) => line.startsWith('no-restricted-globals'))).toHaveLength(2);
  });

  it('let common/ use the language, and mocks/ and tests/ import every side', async () => {
    expect(
      await refusals(
        'common/probe.ts',
        "import { DEFAULT_LOCALE } from './localeCookies';\nexport const probe = [DEFAULT_LOCALE, Math.max(1, 2), new Intl.PluralRules('ja'), JSON.stringify({})];",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'mocks/probe.ts',
        "export { readAppConfig } from '../src/config';\nexport type { GardenServer } from '../server/app';",
      ),
    ).toEqual([]);
  });
});

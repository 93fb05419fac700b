// npm start rebuilds the app only when what the build reads has changed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsHash, isBuildCurrent, stampBuild } from './appBuild';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'garden-build-'));
  mkdirSync(path.join(root, 'src'));
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'src', 'main.tsx'), 'render()');
  writeFileSync(path.join(root, 'index.html'), '<html></html>');
  writeFileSync(path.join(root, 'dist', 'index.html'), '<html>built</html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the app build', () => {
  it('is current for the inputs it was stamped with, and stale once a source changes', () => {
    const dist = path.join(root, 'dist');
    expect(isBuildCurrent(dist, buildInputsHash(root, {}))).toBe(false);
    stampBuild(dist, buildInputsHash(root, {}));
    expect(isBuildCurrent(dist, buildInputsHash(root, {}))).toBe(true);
    writeFileSync(path.join(root, 'src', 'main.tsx'), 'render(2)');
    expect(isBuildCurrent(dist, buildInputsHash(root, {}))).toBe(false);
  });

  it('changes with a new file, a renamed one, or a VITE_ variable, not with other variables', () => {
    const base = buildInputsHash(root, {});
    expect(buildInputsHash(root, { PORT: '1' })).toBe(base);
    expect(buildInputsHash(root, { VITE_TENANT_ID: 'foo' })).not.toBe(base);
    writeFileSync(path.join(root, 'src', 'extra.ts'), '');
    const withExtra = buildInputsHash(root, {});
    expect(withExtra).not.toBe(base);
    rmSync(path.join(root, 'src', 'extra.ts'));
    writeFileSync(path.join(root, 'src', 'other.ts'), '');
    expect(buildInputsHash(root, {})).not.toBe(withExtra);
  });

  it('is never current without a built index.html', () => {
    const dist = path.join(root, 'dist');
    stampBuild(dist, 'h');
    rmSync(path.join(dist, 'index.html'));
    expect(isBuildCurrent(dist, 'h')).toBe(false);
  });
});

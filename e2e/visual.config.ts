import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The visual regression suite (`npm run test:visual`): the same server as the e2e tests,
// its own folder, and baselines committed beside the spec. `-- --update-snapshots`
// rewrites them (README, "Visual regression").
export default defineConfig({
  ...base,
  testDir: './visual',
  testIgnore: [],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    ...base.expect,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2, animations: 'disabled' },
  },
});

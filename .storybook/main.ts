import type { StorybookConfig } from '@storybook/react-vite';

// The component workshop (`npm run storybook`): every shared component and page section
// of src/, in ja/en, light/dark, phone/desktop (toolbar), fed by the mock builders of mocks/.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  viteFinal(viteConfig) {
    // The workshop is no installable app: no manifest, no service worker.
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(plugin && typeof plugin === 'object' && 'name' in plugin && /pwa/i.test(plugin.name)),
      );
    return viteConfig;
  },
};

export default config;

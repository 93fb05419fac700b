import '@mantine/core/styles.css';
import '../src/design/styles';
import type { Preview } from '@storybook/react-vite';
import { WorkshopProviders } from '../src/design/workshop/WorkshopProviders';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { icon: 'globe', items: ['ja', 'en'], dynamicTitle: true },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: { icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: {
    locale: 'ja',
    scheme: 'light',
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' } },
        narrow: { name: 'Phone 320 × 640', styles: { width: '320px', height: '640px' } },
        desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  decorators: [
    (Story, context) => (
      <WorkshopProviders
        locale={context.globals.locale === 'en' ? 'en' : 'ja'}
        scheme={context.globals.scheme === 'dark' ? 'dark' : 'light'}
        resolvers={context.parameters.relayResolvers}
      >
        <Story />
      </WorkshopProviders>
    ),
  ],
};

export default preview;

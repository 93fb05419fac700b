import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readAppConfig } from './config';
import { getIdToken } from './features/auth/firebaseAuth';
import { resolveAppLocale } from './i18n/appLocale';
import { createRelayEnvironment } from './relay/environment';
import { createAppRouter } from './routes';

const config = readAppConfig();
const locale = resolveAppLocale();
const relay = createRelayEnvironment({ config, getIdToken, getLanguage: () => locale });
const router = createAppRouter(relay.environment);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App relay={relay} router={router} locale={locale} />
  </StrictMode>,
);

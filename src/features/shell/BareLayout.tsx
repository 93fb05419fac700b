import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppConfig } from '../../platform/AppConfigProvider';
import { NamespaceGate } from '../../i18n/NamespaceGate';
import { AppFooter } from './AppFooter';
import { DocumentMetadataProvider } from './DocumentMetadata';
import { PageLoader } from './PageLoader';

/** Pages shown without the app shell (no header, no navigation): blocked, email actions. */
export function BareLayout() {
  const config = useAppConfig();
  return (
    <DocumentMetadataProvider>
      <Container component="main" size="sm" py="xl">
        <Suspense fallback={<PageLoader />}>
          <NamespaceGate>
            <Outlet />
          </NamespaceGate>
        </Suspense>
      </Container>
      <AppFooter privacyChoicesUrl={config.privacyChoicesUrl} />
    </DocumentMetadataProvider>
  );
}

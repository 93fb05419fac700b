import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { usePageMetadata } from './DocumentMetadata';
import { useOnBackOnline } from './useOnBackOnline';

/**
 * Instead of a page whose data could not be fetched because the browser is offline: says
 * so kindly, and tries again by itself once the connection is back.
 */
export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'common.offlinePage.title' });
  usePageMetadata(title);
  useOnBackOnline(onRetry);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{intl.formatMessage({ id: 'common.offlinePage.body' })}</Text>
        <Button variant="light" onClick={onRetry}>
          {intl.formatMessage({ id: 'common.offlinePage.retry' })}
        </Button>
      </Stack>
    </Container>
  );
}

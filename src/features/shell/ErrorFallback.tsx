import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

/** What a fan sees instead of a page that failed to render. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" role="alert" title={intl.formatMessage({ id: 'common.error.title' })}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{intl.formatMessage({ id: 'common.error.body' })}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {intl.formatMessage({ id: 'common.error.retry' })}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMetadata } from './DocumentMetadata';

export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'common.notFound.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{intl.formatMessage({ id: 'common.notFound.body' })}</Text>
        <Button component={Link} to="/" variant="light">
          {intl.formatMessage({ id: 'common.notFound.backHome' })}
        </Button>
      </Stack>
    </Container>
  );
}

import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMetadata } from '../../shell/DocumentMetadata';

/** A personal-info settings page: the way back to /settings, its title, a card below. */
export function SettingsFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group>
          <Anchor component={Link} to="/settings" size="sm">
            <FormattedMessage id="accounts.settings.back" />
          </Anchor>
        </Group>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        <Paper radius="lg" shadow="xs" p="lg">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}

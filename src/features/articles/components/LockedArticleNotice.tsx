import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRequireMember } from '../../auth/useRequireMember';
import classes from './Articles.module.css';

/**
 * In place of a members-only article's body: why it is closed and the way in — sign in
 * (or join the garden) for a visitor, the membership for a fan without it.
 */
export function LockedArticleNotice({ hasJoined }: { hasJoined: boolean }) {
  const requireMember = useRequireMember();
  return (
    <Paper radius="lg" p="xl" className={classes.locked} data-testid="article-locked">
      <Stack gap="sm" align="center" ta="center">
        <img src="/images/garden/crest.svg" alt="" width={56} height={56} />
        <Title order={2} size="h4">
          <FormattedMessage id="articles.locked.title" />
        </Title>
        <Text size="sm" c="dimmed" maw={420}>
          <FormattedMessage id="articles.locked.body" />
        </Text>
        {hasJoined ? (
          <Button component={Link} to="/store/membership" radius="xl" color="grape" mt="xs">
            <FormattedMessage id="articles.locked.join" />
          </Button>
        ) : (
          <Button radius="xl" color="grape" mt="xs" onClick={() => requireMember()}>
            <FormattedMessage id="articles.locked.signIn" />
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

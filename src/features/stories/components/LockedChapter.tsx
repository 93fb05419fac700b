import { Button, Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { LockedChapter_error$key } from '../../../__generated__/LockedChapter_error.graphql';
import { useRequireMember } from '../../auth/useRequireMember';

/** A locked chapter: the server's reason (why and how), and the way to unlock it. */
export function LockedChapter({ error }: { error: LockedChapter_error$key }) {
  const data = useFragment(lockedChapterFragment, error);
  const requireMember = useRequireMember();
  const item = data.condition.viewPassItem;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="locked-chapter">
      <Stack gap="md" align="center">
        <Text fz={32} aria-hidden>
          🔒
        </Text>
        <Text ta="center" fw={600} role="status">
          {data.message}
        </Text>
        {data.requiresMember && (
          <Button radius="xl" variant="light" onClick={() => requireMember()}>
            <FormattedMessage id="stories.locked.join" />
          </Button>
        )}
        {data.unlockReason === 'VIEW_PASS' && item && (
          <Button component={Link} to={`/store/items/${encodeURIComponent(item.id)}`} radius="xl">
            <FormattedMessage id="stories.locked.viewPass" values={{ item: item.name }} />
          </Button>
        )}
        {data.unlockReason === 'SUPPORTER_RANK' && (
          <Button component={Link} to="/supporter-rank/current" radius="xl" variant="light">
            <FormattedMessage id="stories.locked.supporterRank" />
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

const lockedChapterFragment = graphql`
  fragment LockedChapter_error on StoryUnlockConditionError {
    message
    unlockReason
    requiresMember
    condition {
      viewPassItem {
        id
        name
      }
    }
  }
`;

import { Paper, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BlockedUsersSettings_viewer$key } from '../../../../__generated__/BlockedUsersSettings_viewer.graphql';
import { EmptyState } from '../../../shell/EmptyState';
import { useSetUserBlocked } from '../../useSafetyMutations';
import { SafetyUserRow, UndoButton } from './SafetyUserRow';

/** The fans the viewer blocked; unblocking keeps the row, to block again at once. */
export function BlockedUsersSettings({ viewer }: { viewer: BlockedUsersSettings_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment BlockedUsersSettings_viewer on Viewer {
        blockedUsers(first: 50) {
          edges {
            node {
              id
              ...SafetyUserRow_user
              viewerHasBlocked
            }
          }
        }
      }
    `,
    viewer,
  );
  const block = useSetUserBlocked();
  const edges = data.blockedUsers.edges;
  if (edges.length === 0)
    return <EmptyState title={<FormattedMessage id="chat.safety.blockedEmpty" />} />;
  return (
    <Paper radius="lg" shadow="xs" p={4}>
      <Stack gap={0}>
        {edges.map(({ node }) => (
          <SafetyUserRow
            key={node.id}
            user={node}
            action={
              <UndoButton
                active={node.viewerHasBlocked}
                onClick={() => block(node.id, !node.viewerHasBlocked)}
                label={
                  node.viewerHasBlocked ? (
                    <FormattedMessage id="chat.safety.unblock" />
                  ) : (
                    <FormattedMessage id="chat.safety.blockAgain" />
                  )
                }
              />
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}

import { Paper, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MutedUsersSettings_viewer$key } from '../../../../__generated__/MutedUsersSettings_viewer.graphql';
import { EmptyState } from '../../../shell/EmptyState';
import { useSetUserMuted } from '../../useSafetyMutations';
import { SafetyUserRow, UndoButton } from './SafetyUserRow';

/** The fans the viewer muted; unmuting keeps the row, to mute again at once. */
export function MutedUsersSettings({ viewer }: { viewer: MutedUsersSettings_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MutedUsersSettings_viewer on Viewer {
        mutedUsers(first: 50) {
          edges {
            node {
              id
              ...SafetyUserRow_user
              viewerHasMuted
            }
          }
        }
      }
    `,
    viewer,
  );
  const mute = useSetUserMuted();
  const edges = data.mutedUsers.edges;
  if (edges.length === 0)
    return <EmptyState title={<FormattedMessage id="chat.safety.mutedEmpty" />} />;
  return (
    <Paper radius="lg" shadow="xs" p={4}>
      <Stack gap={0}>
        {edges.map(({ node }) => (
          <SafetyUserRow
            key={node.id}
            user={node}
            action={
              <UndoButton
                active={node.viewerHasMuted}
                onClick={() => mute(node.id, !node.viewerHasMuted)}
                label={
                  node.viewerHasMuted ? (
                    <FormattedMessage id="chat.safety.unmute" />
                  ) : (
                    <FormattedMessage id="chat.safety.muteAgain" />
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

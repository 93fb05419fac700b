import { Group, Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { HiddenMessagesSettings_viewer$key } from '../../../../__generated__/HiddenMessagesSettings_viewer.graphql';
import { EmptyState } from '../../../shell/EmptyState';
import { useSetMessageHidden } from '../../useSafetyMutations';
import { UndoButton } from './SafetyUserRow';

/** The messages the viewer hid, with their author; showing one again keeps the row. */
export function HiddenMessagesSettings({ viewer }: { viewer: HiddenMessagesSettings_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment HiddenMessagesSettings_viewer on Viewer {
        hiddenMessages(first: 50) {
          edges {
            node {
              id
              body
              viewerVisibility
              author {
                displayName
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const hide = useSetMessageHidden();
  const edges = data.hiddenMessages.edges;
  if (edges.length === 0)
    return <EmptyState title={<FormattedMessage id="chat.safety.hiddenEmpty" />} />;
  return (
    <Paper radius="lg" shadow="xs" p={4}>
      <Stack gap={0}>
        {edges.map(({ node }) => {
          const hidden = node.viewerVisibility === 'HIDDEN';
          return (
            <Group key={node.id} justify="space-between" wrap="nowrap" py={6} px="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {node.author.displayName}
                </Text>
                <Text size="sm" lineClamp={2} className="garden-user-content">
                  {node.body}
                </Text>
              </Stack>
              <UndoButton
                active={hidden}
                onClick={() => hide(node.id, !hidden)}
                label={
                  hidden ? (
                    <FormattedMessage id="chat.safety.unhide" />
                  ) : (
                    <FormattedMessage id="chat.safety.hideAgain" />
                  )
                }
              />
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}

import { Button } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { StartDirectMessageButton_user$key } from '../../../__generated__/StartDirectMessageButton_user.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useStartDirectMessageMutation } from '../useStartDirectMessageMutation';

/** "Message": opens the direct message with another fan; nothing on one's own profile. */
export function StartDirectMessageButton({ user }: { user: StartDirectMessageButton_user$key }) {
  const data = useFragment(
    graphql`
      fragment StartDirectMessageButton_user on User {
        id
        isViewer
      }
    `,
    user,
  );
  const [start, isInFlight] = useStartDirectMessageMutation();
  const requireMember = useRequireMember();
  if (data.isViewer) return null;
  return (
    <Button
      variant="default"
      radius="xl"
      h={40}
      loading={isInFlight}
      onClick={() => {
        if (requireMember()) start(data.id);
      }}
    >
      <FormattedMessage id="chat.startDirectMessage.button" />
    </Button>
  );
}

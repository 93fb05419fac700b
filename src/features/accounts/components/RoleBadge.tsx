import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RoleBadge_user$key } from '../../../__generated__/RoleBadge_user.graphql';

/** "Official" for the creator's staff, "Garden staff" for moderators and operators; members get none. */
export function RoleBadge({ user }: { user: RoleBadge_user$key }) {
  const { role } = useFragment(
    graphql`
      fragment RoleBadge_user on User {
        role
      }
    `,
    user,
  );
  if (role === 'OFFICIAL')
    return (
      <Badge variant="filled" size="sm" radius="sm">
        <FormattedMessage id="accounts.role.official" />
      </Badge>
    );
  if (role === 'MODERATOR' || role === 'OPERATOR')
    return (
      <Badge variant="light" size="sm" radius="sm">
        <FormattedMessage id="accounts.role.staff" />
      </Badge>
    );
  return null;
}

import { Badge, type MantineSize } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import classes from './MembersOnlyBadge.module.css';

/** "Members only", on a video's row and its page. */
export function MembersOnlyBadge({ size }: { size?: MantineSize }) {
  return (
    <Badge size={size} color="grape" variant="light" className={classes.badge}>
      <FormattedMessage id="player.membersOnly" />
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import classes from './MembersOnlyBadge.module.css';

/** Marks a members-only channel wherever it is named (listed for every fan, so they learn it). */
export function MembersOnlyBadge() {
  return (
    <Badge variant="light" color="gold" size="sm" className={classes.badge}>
      🔒 <FormattedMessage id="chat.membersOnly.badge" />
    </Badge>
  );
}

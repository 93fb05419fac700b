import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import classes from './Articles.module.css';

/** "Members only", on an article's card (over its cover) and its page. */
export function MembersOnlyMark({ floating = false }: { floating?: boolean }) {
  return (
    <Badge
      color="grape"
      variant={floating ? 'filled' : 'light'}
      radius="sm"
      className={floating ? classes.floatingMark : classes.mark}
      data-testid="members-only-mark"
    >
      <FormattedMessage id="articles.membersOnly" />
    </Badge>
  );
}

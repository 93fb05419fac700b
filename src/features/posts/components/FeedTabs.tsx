import { Group, UnstyledButton } from '@mantine/core';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import classes from './FeedTabs.module.css';

const labels = defineMessages({
  feeds: { id: 'posts.feeds.label' },
  following: { id: 'posts.feeds.following' },
  everyone: { id: 'posts.feeds.everyone' },
  trend: { id: 'posts.feeds.trend' },
});

/** The three feeds, each its own route so a reload or a shared link keeps the choice. */
const feeds = [
  { path: '/home-timeline', label: labels.following },
  { path: '/timeline', label: labels.everyone },
  { path: '/trend', label: labels.trend },
] as const;

/** Links between the feeds, drawn as tabs; the open one is marked aria-current="page". */
export function FeedTabs() {
  const intl = useIntl();
  return (
    <Group
      component="nav"
      aria-label={intl.formatMessage(labels.feeds)}
      gap={0}
      grow
      className={classes.tabs}
    >
      {feeds.map((feed) => (
        <UnstyledButton key={feed.path} component={NavLink} to={feed.path} className={classes.tab}>
          <FormattedMessage {...feed.label} />
        </UnstyledButton>
      ))}
    </Group>
  );
}

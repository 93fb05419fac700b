import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { InformationListItem_article$key } from '../../../__generated__/InformationListItem_article.graphql';
import { articlePath } from '../informationPaths';
import { CategoryBadge } from './CategoryBadge';
import classes from './InformationListItem.module.css';

/** One article in a list: category, date, title, and a dot while the fan has not read it. */
export function InformationListItem({ article }: { article: InformationListItem_article$key }) {
  const data = useFragment(
    graphql`
      fragment InformationListItem_article on InformationArticle {
        id
        title
        newsCategory
        publishedAt
        isPinned
        viewerHasRead
      }
    `,
    article,
  );
  return (
    <UnstyledButton component={Link} to={articlePath(data.id)} className={classes.item}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span
          className={classes.unread}
          data-unread={!data.viewerHasRead || undefined}
          aria-hidden
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <CategoryBadge category={data.newsCategory} />
            {data.isPinned && (
              <Text size="xs" c="red.8" fw={700}>
                <FormattedMessage id="information.pinned" />
              </Text>
            )}
            <Text size="xs" c="dimmed">
              <FormattedDate value={data.publishedAt} dateStyle="medium" />
            </Text>
          </Group>
          <Text fw={data.viewerHasRead ? 500 : 700} lineClamp={2}>
            {data.title}
          </Text>
          {!data.viewerHasRead && (
            <VisuallyHidden>
              <FormattedMessage id="information.unread" />
            </VisuallyHidden>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

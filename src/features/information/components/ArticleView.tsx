import { Alert, Badge, Button, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import type { ArticleView_article$key } from '../../../__generated__/ArticleView_article.graphql';
import { useMarkInformationRead } from '../useMarkInformationReadMutation';
import { CategoryBadge } from './CategoryBadge';
import { FavoriteButton } from './FavoriteButton';

/** One article to read; opening it marks it read, and a member may star it. */
export function ArticleView({
  article,
  isMember,
}: {
  article: ArticleView_article$key;
  isMember: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ArticleView_article on InformationArticle {
        id
        title
        newsCategory
        paragraphs
        isMembersOnly
        publishedAt
        viewerHasRead
        ...FavoriteButton_article
      }
    `,
    article,
  );
  useMarkInformationRead({ id: data.id, viewerHasRead: data.viewerHasRead }, isMember);
  return (
    <Stack gap="md" component="article">
      <Stack gap={6}>
        <Group gap="xs">
          <CategoryBadge category={data.newsCategory} />
          {data.isMembersOnly && (
            <Badge variant="light" color="grape">
              <FormattedMessage id="information.membersOnly.badge" />
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            <FormattedDate value={data.publishedAt} dateStyle="long" timeStyle="short" />
          </Text>
        </Group>
        <Title order={1} size="h2" lh={1.35}>
          {data.title}
        </Title>
      </Stack>
      {data.isMembersOnly && data.paragraphs.length === 0 ? (
        // The server sends no paragraphs to those without the MEMBERS_ONLY_POSTS perk.
        <Alert color="grape" data-testid="members-only-notice">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <FormattedMessage id="information.membersOnly.notice" />
            </Text>
            <Button component={Link} to="/store/membership" size="xs" variant="light">
              <FormattedMessage id="information.membersOnly.action" />
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Typography>
          {data.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Typography>
      )}
      {isMember && (
        <Group>
          <FavoriteButton article={data} />
        </Group>
      )}
    </Stack>
  );
}

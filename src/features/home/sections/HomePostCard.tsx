import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HomePostCard_post$key } from '../../../__generated__/HomePostCard_post.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { RelativeTime } from '../../chat/components/RelativeTime';

/**
 * A post as the home screen shows it: a light card (no like or menu: the post's page has
 * them) linking to the post, its first picture lazy, its text clamped.
 */
export function HomePostCard({
  post,
  featured = false,
}: {
  post: HomePostCard_post$key;
  /** The spotlight's first post: a larger picture and more of the text. */
  featured?: boolean;
}) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment HomePostCard_post on Post {
        id
        body
        createdAt
        isOfficial
        likeCount
        commentCount
        author {
          id
          displayName
          avatarUrl
        }
        images {
          url
          altText
          width
          height
        }
      }
    `,
    post,
  );
  const image = data.images[0];
  return (
    <Card
      component={Link}
      to={`/posts/${encodeURIComponent(data.id)}`}
      radius="lg"
      shadow="xs"
      padding="sm"
      withBorder={data.isOfficial}
      aria-label={intl.formatMessage(
        { id: 'home.sections.postLabel' },
        { name: data.author.displayName },
      )}
      style={{ height: '100%' }}
    >
      {image && (
        <Card.Section mb="xs">
          <img
            src={image.url}
            alt={image.altText}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            style={{
              display: 'block',
              width: '100%',
              height: featured ? 220 : 120,
              objectFit: 'cover',
            }}
          />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Group gap={8} wrap="nowrap">
          <FanAvatar src={data.author.avatarUrl} seed={data.author.id} size={28} />
          <Text fw={700} size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
            {data.author.displayName}
          </Text>
          {data.isOfficial && (
            <Badge size="xs" variant="filled" color="crimson">
              <FormattedMessage id="home.sections.official" />
            </Badge>
          )}
        </Group>
        <Text
          className="garden-user-content"
          size={featured ? 'md' : 'sm'}
          lineClamp={featured ? 6 : 3}
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {data.body}
        </Text>
        <Group gap={8} c="dimmed" wrap="wrap" style={{ rowGap: 0 }}>
          <Text size="xs">
            <RelativeTime dateTime={data.createdAt} />
          </Text>
          <Text size="xs">
            <FormattedMessage id="home.sections.likes" values={{ count: data.likeCount }} />
          </Text>
          <Text size="xs">
            <FormattedMessage id="home.sections.comments" values={{ count: data.commentCount }} />
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

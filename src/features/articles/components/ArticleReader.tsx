import { Group, Stack, Text, Title } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ArticleReader_article$key } from '../../../__generated__/ArticleReader_article.graphql';
import { PageBlocks } from '../../pages/components/PageBlocks';
import { usePageMetadata } from '../../shell/DocumentMetadata';
import classes from './Articles.module.css';
import { ArticleCover } from './ArticleCover';
import { LockedArticleNotice } from './LockedArticleNotice';
import { MembersOnlyMark } from './MembersOnlyMark';

/**
 * One article: its kicker, title, date, lead and cover, then its blocks — or, for a
 * members-only article the viewer may not read, the way in (the server sent no blocks).
 */
export function ArticleReader({
  article,
  hasJoined,
}: {
  article: ArticleReader_article$key;
  hasJoined: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ArticleReader_article on Article {
        title
        lead
        coverImageUrl
        publishedAt
        isMembersOnly
        viewerCanRead
        body {
          ...PageBlocks_blocks
        }
      }
    `,
    article,
  );
  usePageMetadata(data.title, data.lead);
  return (
    <Stack gap="xl" component="article" className={classes.article}>
      <Stack gap="sm" component="header">
        <Group gap="xs">
          <Text className={classes.kicker} component="span">
            <FormattedMessage id="articles.kicker" />
          </Text>
          {data.isMembersOnly && <MembersOnlyMark />}
        </Group>
        <Title order={1} className={classes.articleTitle}>
          {data.title}
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedDate value={data.publishedAt} dateStyle="long" />
        </Text>
        <Text className={classes.lead}>{data.lead}</Text>
      </Stack>
      {data.coverImageUrl && (
        <div className={classes.articleCover}>
          <ArticleCover src={data.coverImageUrl} eager />
        </div>
      )}
      {data.viewerCanRead ? (
        <div className={classes.body}>
          <PageBlocks blocks={data.body} />
        </div>
      ) : (
        <LockedArticleNotice hasJoined={hasJoined} />
      )}
    </Stack>
  );
}

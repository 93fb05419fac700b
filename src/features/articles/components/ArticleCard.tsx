import { Stack, Text, Title } from '@mantine/core';
import { FormattedDate } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ArticleCard_article$key } from '../../../__generated__/ArticleCard_article.graphql';
import { articlePath } from '../articlePath';
import classes from './Articles.module.css';
import { ArticleCover } from './ArticleCover';
import { MembersOnlyMark } from './MembersOnlyMark';

/** One article of the list: its cover, date, title and lead, and a mark when for members. */
export function ArticleCard({
  article,
  isFirst,
}: {
  article: ArticleCard_article$key;
  /** The first card's cover loads eagerly (it is above the fold). */
  isFirst: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ArticleCard_article on Article {
        slug
        title
        lead
        coverImageUrl
        publishedAt
        isMembersOnly
      }
    `,
    article,
  );
  return (
    <Link to={articlePath(data.slug)} className={classes.card} data-testid="article-card">
      <div className={classes.cardCover}>
        <ArticleCover src={data.coverImageUrl ?? null} eager={isFirst} />
        {data.isMembersOnly && <MembersOnlyMark floating />}
      </div>
      <Stack gap={6} className={classes.cardText}>
        <Text size="xs" c="dimmed" className={classes.date}>
          <FormattedDate value={data.publishedAt} dateStyle="long" />
        </Text>
        <Title order={2} className={classes.cardTitle}>
          {data.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} lh={1.7}>
          {data.lead}
        </Text>
      </Stack>
    </Link>
  );
}

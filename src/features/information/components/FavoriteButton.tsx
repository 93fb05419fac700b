import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FavoriteButton_article$key } from '../../../__generated__/FavoriteButton_article.graphql';
import { useSetInformationFavoriteMutation } from '../useSetInformationFavoriteMutation';

/** Stars an article into the fan's favourite information list (or takes the star away). */
export function FavoriteButton({ article }: { article: FavoriteButton_article$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment FavoriteButton_article on InformationArticle {
        id
        viewerHasFavorited
      }
    `,
    article,
  );
  const setFavorite = useSetInformationFavoriteMutation();
  return (
    <Button
      variant={data.viewerHasFavorited ? 'filled' : 'default'}
      color="yellow"
      radius="xl"
      size="sm"
      aria-pressed={data.viewerHasFavorited}
      leftSection={<span aria-hidden>{data.viewerHasFavorited ? '★' : '☆'}</span>}
      onClick={() =>
        setFavorite(data.id, !data.viewerHasFavorited, (message) =>
          notifications.show({
            color: 'red',
            message: message ?? intl.formatMessage({ id: 'information.failed' }),
          }),
        )
      }
    >
      {data.viewerHasFavorited ? (
        <FormattedMessage id="information.favorited" />
      ) : (
        <FormattedMessage id="information.favorite" />
      )}
    </Button>
  );
}

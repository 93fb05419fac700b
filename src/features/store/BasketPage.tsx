import { Anchor, Container, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { BasketPageQuery } from '../../__generated__/BasketPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { SignInNotice } from './components/SignInNotice';
import { BasketView } from './components/BasketView';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /store/cart/baskets: the fan's basket, the same on every device. */
export function BasketPage() {
  return <BasketPageView queryRef={usePageQueryRef<BasketPageQuery>()} />;
}

export function BasketPageView({ queryRef }: { queryRef: PreloadedQuery<BasketPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<BasketPageQuery>(basketPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'store.basket.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/store" size="sm">
          <FormattedMessage id="store.backToStore" />
        </Anchor>
        <Title order={1} size="h2">
          {title}
        </Title>
        {viewer.basket ? <BasketView basket={viewer.basket} /> : <SignInNotice />}
      </Stack>
    </Container>
  );
}

const basketPageQuery = graphql`
  query BasketPageQuery {
    viewer {
      basket {
        ...BasketView_basket
      }
    }
  }
`;

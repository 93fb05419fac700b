import { Button } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { BasketButton_viewer$key } from '../../../__generated__/BasketButton_viewer.graphql';
import { NavigationIcon } from '../../shell/navigation/NavigationIcon';

/** The way to the basket, with how many items it holds. */
export function BasketButton({ viewer }: { viewer: BasketButton_viewer$key }) {
  const data = useFragment(basketButtonFragment, viewer);
  const count = data.basket?.itemCount ?? 0;
  return (
    <Button
      component={Link}
      to="/store/cart/baskets"
      variant="light"
      radius="xl"
      leftSection={<NavigationIcon name="store" size={18} />}
    >
      <FormattedMessage id="store.basket.button" values={{ count }} />
    </Button>
  );
}

const basketButtonFragment = graphql`
  fragment BasketButton_viewer on Viewer {
    basket {
      itemCount
    }
  }
`;

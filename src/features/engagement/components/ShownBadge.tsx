import { Image, Text, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ShownBadge_user$key } from '../../../__generated__/ShownBadge_user.graphql';

/** The badge a fan chose to show next to their name (chat), small, named on hover. */
export function ShownBadge({ user }: { user: ShownBadge_user$key }) {
  const intl = useIntl();
  const { shownBadge } = useFragment(shownBadgeFragment, user);
  if (!shownBadge) return null;
  const label = intl.formatMessage({ id: 'chat.messageItem.badge' }, { name: shownBadge.name });
  return (
    <Tooltip label={shownBadge.name} withArrow>
      {shownBadge.imageUrl ? (
        <Image src={shownBadge.imageUrl} alt={label} w={16} h={16} />
      ) : (
        <Text size="xs" role="img" aria-label={label}>
          {shownBadge.symbol}
        </Text>
      )}
    </Tooltip>
  );
}

const shownBadgeFragment = graphql`
  fragment ShownBadge_user on User {
    shownBadge {
      name
      symbol
      imageUrl
    }
  }
`;

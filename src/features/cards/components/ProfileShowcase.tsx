import { SimpleGrid, Stack, Title, UnstyledButton } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ProfileShowcase_user$key } from '../../../__generated__/ProfileShowcase_user.graphql';
import { cardPath } from '../cardsPaths';
import { GalleryCard } from './GalleryCard';

/** The cards a fan chose to show on their profile, in their order; nothing when none. */
export function ProfileShowcase({ user }: { user: ProfileShowcase_user$key }) {
  const { cardShowcase } = useFragment(
    graphql`
      fragment ProfileShowcase_user on User {
        cardShowcase {
          id
          name
          ...GalleryCard_card
        }
      }
    `,
    user,
  );
  if (cardShowcase.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-gallery">
      <Title order={2} size="h4" id="profile-gallery">
        <FormattedMessage id="cards.gallery.title" />
      </Title>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="sm" component="ol" m={0} p={0}>
        {cardShowcase.map((card) => (
          <li key={card.id} style={{ listStyle: 'none' }}>
            <UnstyledButton component={Link} to={cardPath(card.id)} aria-label={card.name} w="100%">
              <GalleryCard card={card} />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

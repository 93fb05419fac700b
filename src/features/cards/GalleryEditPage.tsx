import { Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GalleryEditPageQuery } from '../../__generated__/GalleryEditPageQuery.graphql';
import { MemberOnlyProfileNotice } from '../accounts/components/MemberOnlyProfileNotice';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { usePageQueryRef } from '../../routing/routeQueries';
import { GalleryEditor } from './components/GalleryEditor';

/** /mypage/gallery/edit. The route's loader has already started the query. */
export function GalleryEditPage() {
  return <GalleryEditView queryRef={usePageQueryRef<GalleryEditPageQuery>()} />;
}

/** The fan chooses and orders the cards their profile's gallery shows. */
export function GalleryEditView({ queryRef }: { queryRef: PreloadedQuery<GalleryEditPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<GalleryEditPageQuery>(galleryEditPageQuery, queryRef);
  usePageMetadata(intl.formatMessage({ id: 'cards.gallery.editTitle' }));
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <FormattedMessage id="cards.gallery.editTitle" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="cards.gallery.description" />
          </Text>
        </Stack>
        {viewer.user ? <GalleryEditor user={viewer.user} /> : <MemberOnlyProfileNotice />}
      </Stack>
    </Container>
  );
}

const galleryEditPageQuery = graphql`
  query GalleryEditPageQuery($count: Int!) {
    viewer {
      user {
        ...GalleryEditor_user @arguments(count: $count)
      }
    }
  }
`;

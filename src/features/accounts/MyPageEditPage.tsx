import { Container, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { MyPageEditPageQuery } from '../../__generated__/MyPageEditPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { ProfileEditForm } from './components/ProfileEditForm';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /mypage/edit. The route's loader has already started the query. */
export function MyPageEditPage() {
  return <MyPageEditView queryRef={usePageQueryRef<MyPageEditPageQuery>()} />;
}

export function MyPageEditView({ queryRef }: { queryRef: PreloadedQuery<MyPageEditPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MyPageEditPageQuery>(myPageEditPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'accounts.edit.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {viewer.user ? <ProfileEditForm user={viewer.user} /> : <MemberOnlyProfileNotice />}
      </Stack>
    </Container>
  );
}

const myPageEditPageQuery = graphql`
  query MyPageEditPageQuery {
    viewer {
      user {
        ...ProfileEditForm_user
      }
    }
  }
`;

import { Button, Card, Container, Image, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ShareLinkPageQuery } from '../../__generated__/ShareLinkPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { PageNotFound } from './components/PageNotFound';

/**
 * /share/:urlId: what was shared, as its preview card, and the way into the garden. The
 * page stays (no redirect) so the preview a crawler read is what a fan sees first.
 */
export function ShareLinkPage() {
  return <ShareLinkPageView queryRef={usePageQueryRef<ShareLinkPageQuery>()} />;
}

export function ShareLinkPageView({ queryRef }: { queryRef: PreloadedQuery<ShareLinkPageQuery> }) {
  const { community } = usePreloadedQuery<ShareLinkPageQuery>(shareLinkPageQuery, queryRef);
  const link = community.shareLink;
  useNotFoundStatus(!link);
  return (
    <Container size="xs" py="xl">
      {link ? (
        <Card withBorder radius="lg" padding="lg">
          {link.imageUrl && (
            <Card.Section>
              <Image src={link.imageUrl} alt="" h={200} fit="cover" />
            </Card.Section>
          )}
          <Stack gap="sm" mt="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {community.name}
            </Text>
            <Title order={1} size="h3">
              {link.title}
            </Title>
            <Text size="sm">{link.description}</Text>
            <Button component={Link} to={link.targetPath} radius="xl" mt="sm" fullWidth>
              <FormattedMessage id="pages.share.open" />
            </Button>
          </Stack>
        </Card>
      ) : (
        <PageNotFound />
      )}
    </Container>
  );
}

const shareLinkPageQuery = graphql`
  query ShareLinkPageQuery($urlId: String!) {
    community {
      name
      shareLink(urlId: $urlId) {
        title
        description
        imageUrl
        targetPath
      }
    }
  }
`;

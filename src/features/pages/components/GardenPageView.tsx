import { Badge, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { GardenPageView_page$key } from '../../../__generated__/GardenPageView_page.graphql';
import { PageBlocks } from './PageBlocks';

/** A landing page or free page: its title, a draft mark for operators, its blocks. */
export function GardenPageView({ page }: { page: GardenPageView_page$key }) {
  const data = useFragment(
    graphql`
      fragment GardenPageView_page on GardenPage {
        title
        description
        isPublished
        blocks {
          ...PageBlocks_blocks
        }
      }
    `,
    page,
  );
  return (
    <Stack gap="lg" component="article">
      <Stack gap={6}>
        {!data.isPublished && (
          <Badge color="gray" variant="light" w="fit-content">
            <FormattedMessage id="pages.draft" />
          </Badge>
        )}
        <Title order={1} size="h2" lh={1.35}>
          {data.title}
        </Title>
        <Text c="dimmed" size="sm">
          {data.description}
        </Text>
      </Stack>
      <PageBlocks blocks={data.blocks} />
    </Stack>
  );
}

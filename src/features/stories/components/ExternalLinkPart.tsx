import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ExternalLinkPart_part$key } from '../../../__generated__/ExternalLinkPart_part.graphql';

/** A link out of the garden, opened in a new tab. */
export function ExternalLinkPart({ part }: { part: ExternalLinkPart_part$key }) {
  const data = useFragment(externalLinkPartFragment, part);
  return (
    <Paper withBorder radius="lg" p="md" component="section">
      <Stack gap={6}>
        <Title order={2} size="h4">
          {data.title}
        </Title>
        {data.description && <Text size="sm">{data.description}</Text>}
        <Anchor href={data.url} target="_blank" rel="noopener noreferrer" fw={600}>
          <FormattedMessage id="stories.openLink" /> ↗
        </Anchor>
      </Stack>
    </Paper>
  );
}

const externalLinkPartFragment = graphql`
  fragment ExternalLinkPart_part on StoryExternalLinkPart {
    title
    url
    description
  }
`;

import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BookReader_part$key } from '../../../__generated__/BookReader_part.graphql';
import { useBookPaging } from '../useBookPaging';

/** A paged book of text and pictures: buttons, the arrow keys and swipes turn the pages. */
export function BookReader({ part }: { part: BookReader_part$key }) {
  const intl = useIntl();
  const data = useFragment(bookReaderFragment, part);
  const { index, previous, next, handlers } = useBookPaging(data.pages.length);
  const page = data.pages[index];
  const position = intl.formatMessage(
    { id: 'stories.book.position' },
    { page: index + 1, count: data.pages.length },
  );
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={data.title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {data.title}
        </Title>
        <Stack
          gap="sm"
          tabIndex={0}
          role="group"
          aria-roledescription={intl.formatMessage({ id: 'stories.book.roleDescription' })}
          aria-label={position}
          data-testid="book-page"
          {...handlers}
          style={{ touchAction: 'pan-y', outlineOffset: 4, minHeight: 120 }}
        >
          {page?.imageUrl && (
            <Image src={page.imageUrl} alt={page.imageAlt} radius="md" mah={320} fit="contain" />
          )}
          {page?.text && (
            <Text size="lg" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }}>
              {page.text}
            </Text>
          )}
        </Stack>
        <Group justify="space-between" align="center">
          <Button variant="light" radius="xl" onClick={previous} disabled={index === 0}>
            <FormattedMessage id="stories.book.previous" />
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="book-position">
            {position}
          </Text>
          <Button
            variant="light"
            radius="xl"
            onClick={next}
            disabled={index >= data.pages.length - 1}
          >
            <FormattedMessage id="stories.book.next" />
          </Button>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          <FormattedMessage id="stories.book.hint" />
        </Text>
      </Stack>
    </Paper>
  );
}

const bookReaderFragment = graphql`
  fragment BookReader_part on StoryBookPart {
    title
    pages {
      text
      imageUrl
      imageAlt
    }
  }
`;

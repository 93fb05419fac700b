import { Stack } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { ChapterParts_content$key } from '../../../__generated__/ChapterParts_content.graphql';
import { BookReader } from './BookReader';
import { ExternalLinkPart } from './ExternalLinkPart';
import { VideoPart } from './VideoPart';

/** An unlocked chapter's parts, in order. */
export function ChapterParts({ content }: { content: ChapterParts_content$key }) {
  const data = useFragment(chapterPartsFragment, content);
  return (
    <Stack gap="lg">
      {data.parts.map((part, index) => {
        const key = `${part.__typename}-${index}`;
        if (part.book) return <BookReader key={key} part={part.book} />;
        if (part.video) return <VideoPart key={key} part={part.video} />;
        if (part.link) return <ExternalLinkPart key={key} part={part.link} />;
        return null;
      })}
    </Stack>
  );
}

const chapterPartsFragment = graphql`
  fragment ChapterParts_content on StoryChapterContent {
    parts {
      __typename
      ...BookReader_part @alias(as: "book")
      ...VideoPart_part @alias(as: "video")
      ...ExternalLinkPart_part @alias(as: "link")
    }
  }
`;

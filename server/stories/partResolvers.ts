// The parts of an unlocked chapter (only chapterContent.ts hands them out).
import type { Resolvers } from '../__generated__/resolvers-types';
import { localized } from '../seo/siteMetadataOf';
import type { StoryPartRow } from './tables';

const typeOfPart = {
  BOOK: 'StoryBookPart',
  VIDEO: 'StoryVideoPart',
  EXTERNAL_LINK: 'StoryExternalLinkPart',
} as const;

function bodyOf<Kind extends StoryPartRow['body']['kind']>(part: StoryPartRow, kind: Kind) {
  if (part.body.kind !== kind) throw new Error(`A story part is not a ${kind}`);
  return part.body as Extract<StoryPartRow['body'], { kind: Kind }>;
}

export const storyPartResolvers: Resolvers = {
  StoryPart: { __resolveType: (part) => typeOfPart[part.kind] },
  StoryBookPart: {
    title: (part, _args, { language }) => localized(part.title, language),
    pages: (part, _args, { language }) =>
      bodyOf(part, 'BOOK').pages.map((page) => ({
        text: localized(page.text, language),
        imageUrl: page.imageUrl,
        imageAlt: localized(page.imageAlt, language),
      })),
  },
  StoryVideoPart: {
    title: (part, _args, { language }) => localized(part.title, language),
    videoUrl: (part) => bodyOf(part, 'VIDEO').videoUrl,
    posterUrl: (part) => bodyOf(part, 'VIDEO').posterUrl,
  },
  StoryExternalLinkPart: {
    title: (part, _args, { language }) => localized(part.title, language),
    url: (part) => bodyOf(part, 'EXTERNAL_LINK').url,
    description: (part, _args, { language }) =>
      localized(bodyOf(part, 'EXTERNAL_LINK').description, language),
  },
};

// A stored block (common/pageBlocks.ts) as the schema's PageBlock: the fields its kind
// has, null or empty for the others. URLs pass safeHref again on the way out. The mock
// server (mocks/pages.ts) answers with the same shape.
import { safeHref, type PageBlockData, type StoredPageBlocks } from '../../common/pageBlocks';
import type { PageBlockKind } from '../__generated__/resolvers-types';
import type { Language } from '../graphql/language';

const EMPTY = {
  text: null,
  spans: [],
  href: null,
  imageUrl: null,
  alt: null,
  width: null,
  height: null,
};

export function pageBlockFields(block: PageBlockData) {
  const kind = block.kind.toUpperCase() as PageBlockKind;
  switch (block.kind) {
    case 'heading':
    case 'callout':
      return { ...EMPTY, kind, text: block.text };
    case 'paragraph':
      return {
        ...EMPTY,
        kind,
        spans: block.spans.map((span) => ({ text: span.text, href: safeHref(span.href) })),
      };
    case 'image':
      return {
        ...EMPTY,
        kind,
        imageUrl: safeHref(block.src),
        alt: block.alt,
        width: block.width,
        height: block.height,
      };
    case 'button':
      return { ...EMPTY, kind, text: block.label, href: safeHref(block.href) };
    case 'divider':
      return { ...EMPTY, kind };
  }
}

/** The blocks of a page or article in the reader's language (else the other), as fields. */
export function pageBlockFieldsIn(blocks: StoredPageBlocks, language: Language) {
  return (
    (blocks[language] ?? blocks.ja ?? blocks.en ?? [])
      .map(pageBlockFields)
      // An image whose URL no longer passes is left out rather than shown.
      .filter((block) => block.kind !== 'IMAGE' || block.imageUrl !== null)
  );
}

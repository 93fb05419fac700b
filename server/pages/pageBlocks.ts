// Checking a page's blocks as the operators write them (JSON text, one list per language):
// known kinds only, safe URLs only, bounded counts and lengths. The first problem found is
// the typed error InvalidPageBlocksError; nothing unchecked is ever stored.
import {
  PAGE_BLOCK_KINDS,
  safeHref,
  type PageBlockData,
  type PageBlockKindName,
} from '../../common/pageBlocks';
import type { PageBlockProblem } from '../__generated__/resolvers-types';
import type { Translate } from '../graphql/translate';

export const MAX_PAGE_BLOCKS = 50;
export const MAX_BLOCK_TEXT_LENGTH = 2000;
const MAX_SPANS = 30;
const MAX_IMAGE_SIDE = 4000;
/** A whole page's JSON: 50 blocks of generous text, with room for the JSON itself. */
const MAX_JSON_LENGTH = 200_000;

export interface InvalidPageBlocksResult {
  __typename: 'InvalidPageBlocksError';
  message: string;
  field: string;
  blockIndex: number | null;
  problem: PageBlockProblem;
}

type Checked =
  { blocks: PageBlockData[] } | { problem: PageBlockProblem; blockIndex: number | null };

class BlockProblem extends Error {
  constructor(readonly problem: PageBlockProblem) {
    super(problem);
  }
}

function text(value: unknown, required = true): string {
  if (typeof value !== 'string') throw new BlockProblem('MISSING_FIELD');
  const trimmed = value.trim();
  if (required && trimmed === '') throw new BlockProblem('MISSING_FIELD');
  if (trimmed.length > MAX_BLOCK_TEXT_LENGTH) throw new BlockProblem('TEXT_TOO_LONG');
  return trimmed;
}

function url(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new BlockProblem('MISSING_FIELD');
  const safe = safeHref(value);
  if (!safe) throw new BlockProblem('UNSAFE_URL');
  return safe;
}

function side(value: unknown): number {
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_IMAGE_SIDE)
    throw new BlockProblem('MISSING_FIELD');
  return value as number;
}

function spans(record: Record<string, unknown>): { text: string; href?: string }[] {
  // A paragraph may be written as plain text, or as spans some of which are links.
  if (typeof record.text === 'string' && record.spans === undefined)
    return [{ text: text(record.text) }];
  if (!Array.isArray(record.spans) || record.spans.length === 0)
    throw new BlockProblem('MISSING_FIELD');
  if (record.spans.length > MAX_SPANS) throw new BlockProblem('TEXT_TOO_LONG');
  const result = record.spans.map((span: unknown) => {
    if (typeof span !== 'object' || span === null) throw new BlockProblem('MALFORMED');
    const { text: spanText, href } = span as Record<string, unknown>;
    return href === undefined || href === null
      ? { text: text(spanText) }
      : { text: text(spanText), href: url(href) };
  });
  if (result.reduce((sum, span) => sum + span.text.length, 0) > MAX_BLOCK_TEXT_LENGTH)
    throw new BlockProblem('TEXT_TOO_LONG');
  return result;
}

function block(value: unknown): PageBlockData {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BlockProblem('MALFORMED');
  const record = value as Record<string, unknown>;
  const kind = record.kind as PageBlockKindName;
  if (!PAGE_BLOCK_KINDS.includes(kind)) throw new BlockProblem('UNKNOWN_KIND');
  switch (kind) {
    case 'heading':
    case 'callout':
      return { kind, text: text(record.text) };
    case 'paragraph':
      return { kind, spans: spans(record) };
    case 'image':
      return {
        kind,
        src: url(record.src),
        alt: text(record.alt, false),
        width: side(record.width),
        height: side(record.height),
      };
    case 'button':
      return { kind, label: text(record.label), href: url(record.href) };
    case 'divider':
      return { kind };
  }
}

/** The blocks of one language's JSON, or the first problem in it. */
export function checkPageBlocks(json: string): Checked {
  if (json.length > MAX_JSON_LENGTH) return { problem: 'TOO_MANY_BLOCKS', blockIndex: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { problem: 'MALFORMED', blockIndex: null };
  }
  if (!Array.isArray(parsed)) return { problem: 'MALFORMED', blockIndex: null };
  if (parsed.length > MAX_PAGE_BLOCKS) return { problem: 'TOO_MANY_BLOCKS', blockIndex: null };
  const blocks: PageBlockData[] = [];
  for (const [index, value] of parsed.entries()) {
    try {
      blocks.push(block(value));
    } catch (error) {
      if (error instanceof BlockProblem) return { problem: error.problem, blockIndex: index };
      throw error;
    }
  }
  return { blocks };
}

export const problemMessages = {
  MALFORMED: 'errors.pageBlocks.malformed',
  UNKNOWN_KIND: 'errors.pageBlocks.unknownKind',
  UNSAFE_URL: 'errors.pageBlocks.unsafeUrl',
  TOO_MANY_BLOCKS: 'errors.pageBlocks.tooManyBlocks',
  TEXT_TOO_LONG: 'errors.pageBlocks.textTooLong',
  MISSING_FIELD: 'errors.pageBlocks.missingField',
} as const satisfies Record<PageBlockProblem, string>;

export function invalidPageBlocks(
  t: Translate,
  field: string,
  problem: PageBlockProblem,
  blockIndex: number | null,
): InvalidPageBlocksResult {
  return {
    __typename: 'InvalidPageBlocksError',
    message: t(problemMessages[problem], {
      block: blockIndex === null ? '' : blockIndex + 1,
      max: problem === 'TOO_MANY_BLOCKS' ? MAX_PAGE_BLOCKS : MAX_BLOCK_TEXT_LENGTH,
    }),
    field,
    blockIndex,
    problem,
  };
}

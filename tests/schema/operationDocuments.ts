// Finds the GraphQL documents written in source files: Relay's graphql`` tags,
// templates marked with a /* GraphQL */ comment, and .graphql files.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface FoundDocument {
  file: string;
  /** 1-based line of the document's start, for error messages. */
  line: number;
  source: string;
  /** Relay documents may carry Relay-only directives and spread fragments of other files. */
  relay: boolean;
}

const sourceExtensions = /\.(ts|tsx|js|jsx|mts|cts)$/;
const skippedFolders = new Set(['node_modules', '__generated__', 'generated']);
const taggedTemplate = /(\bgraphql|\/\*\s*GraphQL\s*\*\/\s*)`([^`]*)`/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return skippedFolders.has(entry.name) ? [] : filesUnder(path.join(dir, entry.name));
    return [path.join(dir, entry.name)];
  });
}

export function findDocuments(dirs: string[]): FoundDocument[] {
  return dirs.flatMap(filesUnder).flatMap((file): FoundDocument[] => {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.graphql')) return [{ file, line: 1, source: text, relay: false }];
    if (!sourceExtensions.test(file)) return [];
    return [...text.matchAll(taggedTemplate)]
      .filter((match) => match[2].trim() !== '') // e.g. "graphql``" written in a comment
      .map((match) => ({
        file,
        line: text.slice(0, match.index).split('\n').length,
        source: match[2],
        relay: match[1] === 'graphql',
      }));
  });
}

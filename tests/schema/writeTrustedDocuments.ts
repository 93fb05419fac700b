// `npm run codegen`, last step: the allowlist of trusted documents from relay-compiler's
// output (every operation text under src/__generated__) and the operator console's
// documents (server/<feature>/operator/*.graphql).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  allTrustedDocuments,
  serializeTrustedDocuments,
  trustedDocumentHashes,
  trustedDocumentsPath,
} from '../../server/graphql/trustedDocuments';

const documents = trustedDocumentHashes(allTrustedDocuments(path.resolve(__dirname, '..', '..')));
writeFileSync(trustedDocumentsPath, serializeTrustedDocuments(documents));
console.log(
  `[codegen] wrote ${path.relative(process.cwd(), trustedDocumentsPath)} (${Object.keys(documents).length} operations)`,
);

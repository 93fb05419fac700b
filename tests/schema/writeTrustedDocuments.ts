// `npm run codegen`, last step: the allowlist of trusted documents from relay-compiler's
// output (every operation text under src/__generated__).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  collectTrustedDocuments,
  serializeTrustedDocuments,
  trustedDocumentsPath,
} from '../../server/graphql/trustedDocuments';

const documents = collectTrustedDocuments(
  path.resolve(__dirname, '..', '..', 'src', '__generated__'),
);
writeFileSync(trustedDocumentsPath, serializeTrustedDocuments(documents));
console.log(
  `[codegen] wrote ${path.relative(process.cwd(), trustedDocumentsPath)} (${Object.keys(documents).length} operations)`,
);

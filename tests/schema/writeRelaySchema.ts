// `npm run codegen`, first step: refresh the merged schema that relay-compiler reads.
import path from 'node:path';
import { relaySchemaPath, writeRelaySchema } from './relaySchema';

writeRelaySchema();
console.log(`[codegen] wrote ${path.relative(process.cwd(), relaySchemaPath)}`);

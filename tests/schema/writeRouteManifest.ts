// `npm run codegen`: the route manifest the server reads, from the routes the features declare.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeManifestPath, serializeRouteManifest } from './routeManifestFile';

const file = routeManifestPath(path.resolve(__dirname, '..', '..'));
writeFileSync(file, serializeRouteManifest());
console.log(`[codegen] wrote ${path.relative(process.cwd(), file)}`);

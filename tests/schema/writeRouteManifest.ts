// `npm run codegen`: the route manifest the server reads, from the routes the features declare.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeManifestPath, serializeRouteManifest } from './routeManifestFile';

const file = routeManifestPath(path.resolve(__dirname, '..', '..'));
void serializeRouteManifest().then((manifest) => {
  writeFileSync(file, manifest);
  console.log(`[codegen] wrote ${path.relative(process.cwd(), file)}`);
});

// The server's route manifest (server/__generated__/route-manifest.json), written by
// `npm run codegen` from the app's route table and checked by `npm run check:schema`.
import path from 'node:path';
import { routeTable } from '../../src/routeTable';
import { routeManifest } from '../../src/routing/routeDeclaration';

export const routeManifestPath = (root: string) =>
  path.join(root, 'server', '__generated__', 'route-manifest.json');

export async function serializeRouteManifest(): Promise<string> {
  return `${JSON.stringify(await routeManifest(routeTable), null, 2)}\n`;
}

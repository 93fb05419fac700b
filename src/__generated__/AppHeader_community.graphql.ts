/**
 * @generated SignedSource<<fb3e198df228f08662c9aca4bb859a94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeader_community$data = {
  readonly name: string;
  readonly " $fragmentType": "AppHeader_community";
};
export type AppHeader_community$key = {
  readonly " $data"?: AppHeader_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_community">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppHeader_community",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Community",
  "abstractKey": null
};

(node as any).hash = "a3fee4c8918570ac6da1cafff6d7969c";

export default node;

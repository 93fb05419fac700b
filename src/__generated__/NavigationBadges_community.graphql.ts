/**
 * @generated SignedSource<<433beb5e3709be5a775275bef7b70c51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NavigationBadges_community$data = {
  readonly unreadInformationCount: number;
  readonly " $fragmentType": "NavigationBadges_community";
};
export type NavigationBadges_community$key = {
  readonly " $data"?: NavigationBadges_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"NavigationBadges_community">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NavigationBadges_community",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadInformationCount",
      "storageKey": null
    }
  ],
  "type": "Community",
  "abstractKey": null
};

(node as any).hash = "3a69214211cd08287d58ec3c54088077";

export default node;

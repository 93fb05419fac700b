/**
 * @generated SignedSource<<9a04fb224d9cacb2edee02a68ce5ae49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WelcomeCard_community$data = {
  readonly bannerUrl: string | null | undefined;
  readonly description: string;
  readonly memberCount: number;
  readonly name: string;
  readonly " $fragmentType": "WelcomeCard_community";
};
export type WelcomeCard_community$key = {
  readonly " $data"?: WelcomeCard_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"WelcomeCard_community">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WelcomeCard_community",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bannerUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "type": "Community",
  "abstractKey": null
};

(node as any).hash = "86e831fde3c5f496c61e83e6ddaa7aa0";

export default node;

/**
 * @generated SignedSource<<b721623dc5ffb27752d4070f4ed1f114>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CoinBalanceChip_viewer$data = {
  readonly coinBalance: {
    readonly total: number;
  } | null | undefined;
  readonly " $fragmentType": "CoinBalanceChip_viewer";
};
export type CoinBalanceChip_viewer$key = {
  readonly " $data"?: CoinBalanceChip_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoinBalanceChip_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoinBalanceChip_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CoinBalance",
      "kind": "LinkedField",
      "name": "coinBalance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "3d0c886f07ac453c2551a57e0ad27c05";

export default node;

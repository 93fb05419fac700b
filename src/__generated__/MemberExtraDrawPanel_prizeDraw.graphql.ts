/**
 * @generated SignedSource<<100ada739b74a0d764f1d203634885dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PrizeDrawEntryResult = "LOST" | "PENDING" | "WON";
export type PrizeDrawStatus = "CLOSED" | "DRAWN" | "OPEN" | "UPCOMING";
import { FragmentRefs } from "relay-runtime";
export type MemberExtraDrawPanel_prizeDraw$data = {
  readonly id: string;
  readonly status: PrizeDrawStatus;
  readonly viewerMemberExtraDraw: {
    readonly entriesLeft: number;
    readonly entry: {
      readonly id: string;
      readonly number: number;
      readonly result: PrizeDrawEntryResult;
    } | null | undefined;
    readonly hasPerk: boolean;
  } | null | undefined;
  readonly " $fragmentType": "MemberExtraDrawPanel_prizeDraw";
};
export type MemberExtraDrawPanel_prizeDraw$key = {
  readonly " $data"?: MemberExtraDrawPanel_prizeDraw$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberExtraDrawPanel_prizeDraw">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberExtraDrawPanel_prizeDraw",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PrizeDrawMemberExtraDraw",
      "kind": "LinkedField",
      "name": "viewerMemberExtraDraw",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasPerk",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entriesLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PrizeDrawEntry",
          "kind": "LinkedField",
          "name": "entry",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "number",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "result",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PrizeDraw",
  "abstractKey": null
};
})();

(node as any).hash = "cf849849e6b6294927e75ef9238250a1";

export default node;

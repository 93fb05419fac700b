/**
 * @generated SignedSource<<f4df7745dc937dec8065c451ead542a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeUserInformationSection_section$data = {
  readonly id: string;
  readonly title: string | null | undefined;
  readonly viewer: {
    readonly coinBalance: {
      readonly total: number;
    } | null | undefined;
    readonly isSignedIn: boolean;
    readonly user: {
      readonly avatarUrl: string | null | undefined;
      readonly displayName: string;
      readonly id: string;
    } | null | undefined;
  };
  readonly " $fragmentType": "HomeUserInformationSection_section";
};
export type HomeUserInformationSection_section$key = {
  readonly " $data"?: HomeUserInformationSection_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeUserInformationSection_section">;
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
  "name": "HomeUserInformationSection_section",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSignedIn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "avatarUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
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
      "storageKey": null
    }
  ],
  "type": "HomeUserInformationSection",
  "abstractKey": null
};
})();

(node as any).hash = "c99ae6a28f3133546faf51fd408ee96f";

export default node;

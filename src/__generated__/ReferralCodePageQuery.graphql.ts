/**
 * @generated SignedSource<<e06f9acc30d1e463b657699e27e23e2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferralCodePageQuery$variables = Record<PropertyKey, never>;
export type ReferralCodePageQuery$data = {
  readonly referralProgram: {
    readonly inviteeCoins: number;
    readonly inviterCoins: number;
  };
  readonly viewer: {
    readonly referral: {
      readonly " $fragmentSpreads": FragmentRefs<"EnterInviteCodeForm_referral" | "InviteCodeCard_referral">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CoinBalanceChip_viewer">;
  };
};
export type ReferralCodePageQuery = {
  response: ReferralCodePageQuery$data;
  variables: ReferralCodePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "ReferralProgram",
  "kind": "LinkedField",
  "name": "referralProgram",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inviterCoins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inviteeCoins",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReferralCodePageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CoinBalanceChip_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerReferral",
            "kind": "LinkedField",
            "name": "referral",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InviteCodeCard_referral"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EnterInviteCodeForm_referral"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReferralCodePageQuery",
    "selections": [
      (v0/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerReferral",
            "kind": "LinkedField",
            "name": "referral",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sharePath",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitedCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasUsedCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "invitedBy",
                "plural": false,
                "selections": [
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
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a94e06ed7471aa9d70fbe4c3d56c77e6",
    "id": null,
    "metadata": {},
    "name": "ReferralCodePageQuery",
    "operationKind": "query",
    "text": "query ReferralCodePageQuery {\n  referralProgram {\n    inviterCoins\n    inviteeCoins\n  }\n  viewer {\n    ...CoinBalanceChip_viewer\n    referral {\n      ...InviteCodeCard_referral\n      ...EnterInviteCodeForm_referral\n    }\n  }\n}\n\nfragment CoinBalanceChip_viewer on Viewer {\n  coinBalance {\n    total\n  }\n}\n\nfragment EnterInviteCodeForm_referral on ViewerReferral {\n  hasUsedCode\n  invitedBy {\n    displayName\n    id\n  }\n}\n\nfragment InviteCodeCard_referral on ViewerReferral {\n  code\n  sharePath\n  invitedCount\n}\n"
  }
};
})();

(node as any).hash = "1b1e2431773fd6a8b9e45b5e648ad1be";

export default node;

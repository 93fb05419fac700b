/**
 * @generated SignedSource<<fa282610d405b50b3859d76a3b4fb3a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingReferralCodePageQuery$variables = Record<PropertyKey, never>;
export type OnboardingReferralCodePageQuery$data = {
  readonly referralProgram: {
    readonly inviteeCoins: number;
    readonly inviterCoins: number;
  };
  readonly viewer: {
    readonly referral: {
      readonly hasUsedCode: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"EnterInviteCodeForm_referral">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CoinBalanceChip_viewer">;
  };
};
export type OnboardingReferralCodePageQuery = {
  response: OnboardingReferralCodePageQuery$data;
  variables: OnboardingReferralCodePageQuery$variables;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasUsedCode",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnboardingReferralCodePageQuery",
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
              (v1/*:: as any*/),
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
    "name": "OnboardingReferralCodePageQuery",
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
              (v1/*:: as any*/),
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
    "cacheID": "1ddf6c8517b1de125ae90a762c32c98d",
    "id": null,
    "metadata": {},
    "name": "OnboardingReferralCodePageQuery",
    "operationKind": "query",
    "text": "query OnboardingReferralCodePageQuery {\n  referralProgram {\n    inviterCoins\n    inviteeCoins\n  }\n  viewer {\n    ...CoinBalanceChip_viewer\n    referral {\n      hasUsedCode\n      ...EnterInviteCodeForm_referral\n    }\n  }\n}\n\nfragment CoinBalanceChip_viewer on Viewer {\n  coinBalance {\n    total\n  }\n}\n\nfragment EnterInviteCodeForm_referral on ViewerReferral {\n  hasUsedCode\n  invitedBy {\n    displayName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cbc8222baac1322f11288cdcc000a2c4";

export default node;

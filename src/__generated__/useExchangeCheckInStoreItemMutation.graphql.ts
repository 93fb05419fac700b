/**
 * @generated SignedSource<<1d67a832929debbbec1e6f230215a672>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExchangeCheckInStoreItemInput = {
  clientMutationId: string;
  itemId: string;
};
export type useExchangeCheckInStoreItemMutation$variables = {
  input: ExchangeCheckInStoreItemInput;
};
export type useExchangeCheckInStoreItemMutation$data = {
  readonly exchangeCheckInStoreItem: {
    readonly __typename: string;
    readonly checkIn?: {
      readonly points: number;
      readonly " $fragmentSpreads": FragmentRefs<"CheckInSummary_checkIn">;
    };
    readonly message?: string;
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"CoinBalanceChip_viewer">;
    };
  };
};
export type useExchangeCheckInStoreItemMutation = {
  response: useExchangeCheckInStoreItemMutation$data;
  variables: useExchangeCheckInStoreItemMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useExchangeCheckInStoreItemMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "exchangeCheckInStoreItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CheckInStatus",
                "kind": "LinkedField",
                "name": "checkIn",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CheckInSummary_checkIn"
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ExchangeCheckInStoreItemPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useExchangeCheckInStoreItemMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "exchangeCheckInStoreItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CheckInStatus",
                "kind": "LinkedField",
                "name": "checkIn",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "today",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "checkedInToday",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "streak",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v3/*:: as any*/),
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
            "type": "ExchangeCheckInStoreItemPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d47158f56e209efda2211eea77ee91e2",
    "id": null,
    "metadata": {},
    "name": "useExchangeCheckInStoreItemMutation",
    "operationKind": "mutation",
    "text": "mutation useExchangeCheckInStoreItemMutation(\n  $input: ExchangeCheckInStoreItemInput!\n) {\n  exchangeCheckInStoreItem(input: $input) {\n    __typename\n    ... on ExchangeCheckInStoreItemPayload {\n      viewer {\n        ...CoinBalanceChip_viewer\n      }\n      checkIn {\n        ...CheckInSummary_checkIn\n        points\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment CheckInSummary_checkIn on CheckInStatus {\n  today\n  checkedInToday\n  streak\n  total\n  points\n}\n\nfragment CoinBalanceChip_viewer on Viewer {\n  coinBalance {\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f16897d7dd2d87171d64f6861d5525e";

export default node;

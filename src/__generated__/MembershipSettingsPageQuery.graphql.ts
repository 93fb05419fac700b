/**
 * @generated SignedSource<<94ba1b5da3f47e6a08402fbec0b41712>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MembershipStatus = "ACTIVE" | "ENDED" | "INCOMPLETE" | "LAPSED" | "PAST_DUE";
export type MembershipSettingsPageQuery$variables = Record<PropertyKey, never>;
export type MembershipSettingsPageQuery$data = {
  readonly viewer: {
    readonly isSignedIn: boolean;
    readonly membership: {
      readonly status: MembershipStatus;
      readonly " $fragmentSpreads": FragmentRefs<"MembershipPaymentFix_membership" | "MembershipStatusCard_membership">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"MembershipPaymentFix_viewer">;
  };
};
export type MembershipSettingsPageQuery = {
  response: MembershipSettingsPageQuery$data;
  variables: MembershipSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSignedIn",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MembershipSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Membership",
            "kind": "LinkedField",
            "name": "membership",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MembershipStatusCard_membership"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MembershipPaymentFix_membership"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MembershipPaymentFix_viewer"
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
    "name": "MembershipSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Membership",
            "kind": "LinkedField",
            "name": "membership",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "monthlyPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentPeriodEnd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancelAtPeriodEnd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "graceEndsAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "activePerks",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentActionUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MembershipPlan",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "SavedPaymentMethodConnection",
            "kind": "LinkedField",
            "name": "savedPaymentMethods",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedPaymentMethodEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SavedPaymentMethod",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isDefault",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "usedForMembership",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "last4",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "brand",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "expMonth",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "expYear",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "savedPaymentMethods(first:5)"
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "MembershipPaymentFix_savedPaymentMethods",
            "kind": "LinkedHandle",
            "name": "savedPaymentMethods"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0a4366c2fa95482c59762c826fdbacbf",
    "id": null,
    "metadata": {},
    "name": "MembershipSettingsPageQuery",
    "operationKind": "query",
    "text": "query MembershipSettingsPageQuery {\n  viewer {\n    isSignedIn\n    membership {\n      status\n      ...MembershipStatusCard_membership\n      ...MembershipPaymentFix_membership\n      id\n    }\n    ...MembershipPaymentFix_viewer\n  }\n}\n\nfragment MembershipPaymentFix_membership on Membership {\n  id\n  status\n  graceEndsAt\n  monthlyPrice\n}\n\nfragment MembershipPaymentFix_viewer on Viewer {\n  savedPaymentMethods(first: 5) {\n    edges {\n      node {\n        id\n        status\n        isDefault\n        usedForMembership\n        last4\n        ...SavedCardSummary_card\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MembershipStatusCard_membership on Membership {\n  status\n  monthlyPrice\n  currentPeriodEnd\n  cancelAtPeriodEnd\n  graceEndsAt\n  activePerks\n  paymentActionUrl\n  plan {\n    name\n    id\n  }\n}\n\nfragment SavedCardSummary_card on SavedPaymentMethod {\n  brand\n  last4\n  expMonth\n  expYear\n  isDefault\n  status\n  usedForMembership\n}\n"
  }
};
})();

(node as any).hash = "1a81deae48f0853a4eecb24d71946f37";

export default node;

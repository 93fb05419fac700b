/**
 * @generated SignedSource<<3831d141e956796ef4d4eb03ea98511f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MembershipPerk = "EXTRA_DRAWS" | "LIMITED_CHAT" | "MEMBERS_ONLY_POSTS" | "MEMBERS_ONLY_VIDEOS";
export type MembershipStatus = "ACTIVE" | "ENDED" | "INCOMPLETE" | "LAPSED" | "PAST_DUE";
export type SubscribeToMembershipInput = {
  card: string;
  clientMutationId: string;
  planId: string;
};
export type useSubscribeToMembershipMutation$variables = {
  input: SubscribeToMembershipInput;
};
export type useSubscribeToMembershipMutation$data = {
  readonly subscribeToMembership: {
    readonly __typename: string;
    readonly membership?: {
      readonly paymentActionUrl: string | null | undefined;
      readonly status: MembershipStatus;
      readonly " $fragmentSpreads": FragmentRefs<"MembershipStatusCard_membership">;
    };
    readonly message?: string;
    readonly viewer?: {
      readonly activePerks: ReadonlyArray<MembershipPerk>;
    };
  };
};
export type useSubscribeToMembershipMutation = {
  response: useSubscribeToMembershipMutation$data;
  variables: useSubscribeToMembershipMutation$variables;
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
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentActionUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "activePerks",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubscribeToMembershipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "subscribeToMembership",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Membership",
                "kind": "LinkedField",
                "name": "membership",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MembershipStatusCard_membership"
                  }
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "type": "SubscribeToMembershipPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
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
    "name": "useSubscribeToMembershipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "subscribeToMembership",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Membership",
                "kind": "LinkedField",
                "name": "membership",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                  (v5/*:: as any*/),
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
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "type": "SubscribeToMembershipPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8a1bf1d502f608298709bb235e3f09c4",
    "id": null,
    "metadata": {},
    "name": "useSubscribeToMembershipMutation",
    "operationKind": "mutation",
    "text": "mutation useSubscribeToMembershipMutation(\n  $input: SubscribeToMembershipInput!\n) {\n  subscribeToMembership(input: $input) {\n    __typename\n    ... on SubscribeToMembershipPayload {\n      membership {\n        status\n        paymentActionUrl\n        ...MembershipStatusCard_membership\n        id\n      }\n      viewer {\n        activePerks\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment MembershipStatusCard_membership on Membership {\n  status\n  monthlyPrice\n  currentPeriodEnd\n  cancelAtPeriodEnd\n  graceEndsAt\n  activePerks\n  paymentActionUrl\n  plan {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4a5502984bcea9e133583d01082d2963";

export default node;

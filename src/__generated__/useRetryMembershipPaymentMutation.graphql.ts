/**
 * @generated SignedSource<<3a6dffdc4f99dc3dd8a5ff8146e378a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MembershipPerk = "EXTRA_DRAWS" | "LIMITED_CHAT" | "MEMBERS_ONLY_POSTS" | "MEMBERS_ONLY_VIDEOS";
export type MembershipStatus = "ACTIVE" | "ENDED" | "INCOMPLETE" | "LAPSED" | "PAST_DUE";
export type RetryMembershipPaymentInput = {
  clientMutationId: string;
  membershipId: string;
  paymentMethodId: string;
};
export type useRetryMembershipPaymentMutation$variables = {
  input: RetryMembershipPaymentInput;
};
export type useRetryMembershipPaymentMutation$data = {
  readonly retryMembershipPayment: {
    readonly __typename: string;
    readonly membership?: {
      readonly paymentActionUrl: string | null | undefined;
      readonly status: MembershipStatus;
      readonly " $fragmentSpreads": FragmentRefs<"MembershipPaymentFix_membership" | "MembershipStatusCard_membership">;
    };
    readonly message?: string;
    readonly viewer?: {
      readonly activePerks: ReadonlyArray<MembershipPerk>;
    };
  };
};
export type useRetryMembershipPaymentMutation = {
  response: useRetryMembershipPaymentMutation$data;
  variables: useRetryMembershipPaymentMutation$variables;
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
    "name": "useRetryMembershipPaymentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "retryMembershipPayment",
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
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MembershipPaymentFix_membership"
                  }
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "type": "RetryMembershipPaymentPayload",
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
    "name": "useRetryMembershipPaymentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "retryMembershipPayment",
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
            "type": "RetryMembershipPaymentPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9ea7f6b9638da2b56c97892cc1abb712",
    "id": null,
    "metadata": {},
    "name": "useRetryMembershipPaymentMutation",
    "operationKind": "mutation",
    "text": "mutation useRetryMembershipPaymentMutation(\n  $input: RetryMembershipPaymentInput!\n) {\n  retryMembershipPayment(input: $input) {\n    __typename\n    ... on RetryMembershipPaymentPayload {\n      membership {\n        status\n        paymentActionUrl\n        ...MembershipStatusCard_membership\n        ...MembershipPaymentFix_membership\n        id\n      }\n      viewer {\n        activePerks\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment MembershipPaymentFix_membership on Membership {\n  id\n  status\n  graceEndsAt\n  monthlyPrice\n}\n\nfragment MembershipStatusCard_membership on Membership {\n  status\n  monthlyPrice\n  currentPeriodEnd\n  cancelAtPeriodEnd\n  graceEndsAt\n  activePerks\n  paymentActionUrl\n  plan {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "de95d79d7afc6d131ce84c30ea9572b5";

export default node;

/**
 * @generated SignedSource<<e023aa121c0697f6d8d414655b92ca0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type JoinCommunityInput = {
  acceptedTermsVersion?: string | null | undefined;
  clientMutationId: string;
  dateOfBirth?: string | null | undefined;
  displayName: string;
};
export type useJoinCommunityMutation$variables = {
  input: JoinCommunityInput;
};
export type useJoinCommunityMutation$data = {
  readonly joinCommunity: {
    readonly __typename: "AgeRestrictionError";
    readonly message: string;
  } | {
    readonly __typename: "InvalidInputError";
    readonly field: string;
    readonly message: string;
  } | {
    readonly __typename: "JoinCommunityPayload";
    readonly viewer: {
      readonly isSignedIn: boolean;
      readonly joinedCommunity: {
        readonly id: string;
      } | null | undefined;
      readonly user: {
        readonly displayName: string;
        readonly id: string;
      } | null | undefined;
    };
  } | {
    readonly __typename: "RateLimitedError";
    readonly message: string;
  } | {
    readonly __typename: "ShouldBeLoggedInOrSignedUpError";
    readonly message: string;
  } | {
    readonly __typename: "TextModerationError";
    readonly field: string;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useJoinCommunityMutation = {
  response: useJoinCommunityMutation$data;
  variables: useJoinCommunityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "joinCommunity",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Community",
                "kind": "LinkedField",
                "name": "joinedCommunity",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "JoinCommunityPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "ShouldBeLoggedInOrSignedUpError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v4/*:: as any*/),
        "type": "InvalidInputError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v4/*:: as any*/),
        "type": "TextModerationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "RateLimitedError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "AgeRestrictionError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useJoinCommunityMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useJoinCommunityMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "1f2c7d2f10402e09c56a010dde407be3",
    "id": null,
    "metadata": {},
    "name": "useJoinCommunityMutation",
    "operationKind": "mutation",
    "text": "mutation useJoinCommunityMutation(\n  $input: JoinCommunityInput!\n) {\n  joinCommunity(input: $input) {\n    __typename\n    ... on JoinCommunityPayload {\n      viewer {\n        isSignedIn\n        user {\n          id\n          displayName\n        }\n        joinedCommunity {\n          id\n        }\n      }\n    }\n    ... on ShouldBeLoggedInOrSignedUpError {\n      message\n    }\n    ... on InvalidInputError {\n      message\n      field\n    }\n    ... on TextModerationError {\n      message\n      field\n    }\n    ... on RateLimitedError {\n      message\n    }\n    ... on AgeRestrictionError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c695170a80c52799a6b74029fcab9d2";

export default node;

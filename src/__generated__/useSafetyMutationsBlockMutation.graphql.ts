/**
 * @generated SignedSource<<f8eab702f78038861e3a3f3b4c805788>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetUserBlockedInput = {
  blocked: boolean;
  clientMutationId: string;
  userId: string;
};
export type useSafetyMutationsBlockMutation$variables = {
  input: SetUserBlockedInput;
};
export type useSafetyMutationsBlockMutation$data = {
  readonly setUserBlocked: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly viewerHasBlocked: boolean;
    };
  };
};
export type useSafetyMutationsBlockMutation = {
  response: useSafetyMutationsBlockMutation$data;
  variables: useSafetyMutationsBlockMutation$variables;
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
    "name": "setUserBlocked",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerHasBlocked",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetUserBlockedPayload",
        "abstractKey": null
      },
      {
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
    "name": "useSafetyMutationsBlockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSafetyMutationsBlockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9825fe466f43c6ca4a94baaff0c385f5",
    "id": null,
    "metadata": {},
    "name": "useSafetyMutationsBlockMutation",
    "operationKind": "mutation",
    "text": "mutation useSafetyMutationsBlockMutation(\n  $input: SetUserBlockedInput!\n) {\n  setUserBlocked(input: $input) {\n    __typename\n    ... on SetUserBlockedPayload {\n      user {\n        id\n        viewerHasBlocked\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d6e52c3a042b43e8c7e2090c533e5d8";

export default node;

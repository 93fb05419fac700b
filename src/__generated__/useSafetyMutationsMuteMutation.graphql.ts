/**
 * @generated SignedSource<<569c7ccbb63fc8d3806c330acca50584>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetUserMutedInput = {
  clientMutationId: string;
  muted: boolean;
  userId: string;
};
export type useSafetyMutationsMuteMutation$variables = {
  input: SetUserMutedInput;
};
export type useSafetyMutationsMuteMutation$data = {
  readonly setUserMuted: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly viewerHasMuted: boolean;
    };
  };
};
export type useSafetyMutationsMuteMutation = {
  response: useSafetyMutationsMuteMutation$data;
  variables: useSafetyMutationsMuteMutation$variables;
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
    "name": "setUserMuted",
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
                "name": "viewerHasMuted",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetUserMutedPayload",
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
    "name": "useSafetyMutationsMuteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSafetyMutationsMuteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "28d4a632607701ce0f0e52ed056a7c8a",
    "id": null,
    "metadata": {},
    "name": "useSafetyMutationsMuteMutation",
    "operationKind": "mutation",
    "text": "mutation useSafetyMutationsMuteMutation(\n  $input: SetUserMutedInput!\n) {\n  setUserMuted(input: $input) {\n    __typename\n    ... on SetUserMutedPayload {\n      user {\n        id\n        viewerHasMuted\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5264e91501882a5fdaf3318766e89cb8";

export default node;

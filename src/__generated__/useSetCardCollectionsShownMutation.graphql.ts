/**
 * @generated SignedSource<<87a3aca80432f64f265d87d8c1b98b1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetCardCollectionsShownInput = {
  clientMutationId: string;
  shown: boolean;
};
export type useSetCardCollectionsShownMutation$variables = {
  input: SetCardCollectionsShownInput;
};
export type useSetCardCollectionsShownMutation$data = {
  readonly setCardCollectionsShown: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly showsCardCollections: boolean;
    };
  };
};
export type useSetCardCollectionsShownMutation = {
  response: useSetCardCollectionsShownMutation$data;
  variables: useSetCardCollectionsShownMutation$variables;
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
    "name": "setCardCollectionsShown",
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
                "name": "showsCardCollections",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetCardCollectionsShownPayload",
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
    "name": "useSetCardCollectionsShownMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetCardCollectionsShownMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ae319cc7a6f6b649dabe67711bd7505a",
    "id": null,
    "metadata": {},
    "name": "useSetCardCollectionsShownMutation",
    "operationKind": "mutation",
    "text": "mutation useSetCardCollectionsShownMutation(\n  $input: SetCardCollectionsShownInput!\n) {\n  setCardCollectionsShown(input: $input) {\n    __typename\n    ... on SetCardCollectionsShownPayload {\n      user {\n        id\n        showsCardCollections\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "63f6f8dbd9f7108045306d9891fdc85e";

export default node;

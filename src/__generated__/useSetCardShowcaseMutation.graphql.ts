/**
 * @generated SignedSource<<8b2c0940084e021bf55e88470dc401b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetCardShowcaseInput = {
  cardIds: ReadonlyArray<string>;
  clientMutationId: string;
};
export type useSetCardShowcaseMutation$variables = {
  input: SetCardShowcaseInput;
};
export type useSetCardShowcaseMutation$data = {
  readonly setCardShowcase: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly cardShowcase: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly " $fragmentSpreads": FragmentRefs<"GalleryCard_card">;
      }>;
      readonly id: string;
    };
  };
};
export type useSetCardShowcaseMutation = {
  response: useSetCardShowcaseMutation$data;
  variables: useSetCardShowcaseMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetCardShowcaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setCardShowcase",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollectableCard",
                    "kind": "LinkedField",
                    "name": "cardShowcase",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "GalleryCard_card"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetCardShowcasePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useSetCardShowcaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setCardShowcase",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollectableCard",
                    "kind": "LinkedField",
                    "name": "cardShowcase",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rarity",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "imageUrl",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetCardShowcasePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "113e307f36944a3599e0d72fa8b8e300",
    "id": null,
    "metadata": {},
    "name": "useSetCardShowcaseMutation",
    "operationKind": "mutation",
    "text": "mutation useSetCardShowcaseMutation(\n  $input: SetCardShowcaseInput!\n) {\n  setCardShowcase(input: $input) {\n    __typename\n    ... on SetCardShowcasePayload {\n      user {\n        id\n        cardShowcase {\n          id\n          name\n          ...GalleryCard_card\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment GalleryCard_card on CollectableCard {\n  name\n  rarity\n  imageUrl\n}\n"
  }
};
})();

(node as any).hash = "0a210c62b19994008f795d08b1887701";

export default node;

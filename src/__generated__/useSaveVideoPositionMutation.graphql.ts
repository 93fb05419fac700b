/**
 * @generated SignedSource<<4577634036a0fe465f7815a9341b9127>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveVideoPositionInput = {
  clientMutationId: string;
  seconds: number;
  videoId: string;
};
export type useSaveVideoPositionMutation$variables = {
  input: SaveVideoPositionInput;
};
export type useSaveVideoPositionMutation$data = {
  readonly saveVideoPosition: {
    readonly __typename: "SaveVideoPositionPayload";
    readonly video: {
      readonly id: string;
      readonly viewerPosition: {
        readonly isFinished: boolean;
        readonly seconds: number;
      } | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSaveVideoPositionMutation = {
  response: useSaveVideoPositionMutation$data;
  variables: useSaveVideoPositionMutation$variables;
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
    "name": "saveVideoPosition",
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
            "concreteType": "Video",
            "kind": "LinkedField",
            "name": "video",
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
                "concreteType": "VideoPosition",
                "kind": "LinkedField",
                "name": "viewerPosition",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "seconds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isFinished",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveVideoPositionPayload",
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
    "name": "useSaveVideoPositionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveVideoPositionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a8afec4d8c28eb3c700e47583234c3ae",
    "id": null,
    "metadata": {},
    "name": "useSaveVideoPositionMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveVideoPositionMutation(\n  $input: SaveVideoPositionInput!\n) {\n  saveVideoPosition(input: $input) {\n    __typename\n    ... on SaveVideoPositionPayload {\n      video {\n        id\n        viewerPosition {\n          seconds\n          isFinished\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "349b9c61167344a691c4f835f46c95ef";

export default node;

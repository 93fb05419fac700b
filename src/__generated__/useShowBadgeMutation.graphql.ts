/**
 * @generated SignedSource<<d87fb750fd29a67c28287a41a17536e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ShowBadgeInput = {
  badgeId?: string | null | undefined;
  clientMutationId: string;
};
export type useShowBadgeMutation$variables = {
  input: ShowBadgeInput;
};
export type useShowBadgeMutation$data = {
  readonly showBadge: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewerBadges?: ReadonlyArray<{
      readonly badge: {
        readonly description: string;
        readonly id: string;
        readonly imageUrl: string | null | undefined;
        readonly name: string;
        readonly symbol: string;
      };
      readonly earnedAt: string;
      readonly shown: boolean;
    }>;
  };
};
export type useShowBadgeMutation = {
  response: useShowBadgeMutation$data;
  variables: useShowBadgeMutation$variables;
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
    "name": "showBadge",
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
            "concreteType": "EarnedBadge",
            "kind": "LinkedField",
            "name": "viewerBadges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "earnedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shown",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Badge",
                "kind": "LinkedField",
                "name": "badge",
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
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "symbol",
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
        "type": "ShowBadgePayload",
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
    "name": "useShowBadgeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useShowBadgeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7286564608725e0490c64e481ddffb12",
    "id": null,
    "metadata": {},
    "name": "useShowBadgeMutation",
    "operationKind": "mutation",
    "text": "mutation useShowBadgeMutation(\n  $input: ShowBadgeInput!\n) {\n  showBadge(input: $input) {\n    __typename\n    ... on ShowBadgePayload {\n      viewerBadges {\n        earnedAt\n        shown\n        badge {\n          id\n          name\n          description\n          symbol\n          imageUrl\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2dc14fa68a37738e6e0cd3c25b88208";

export default node;

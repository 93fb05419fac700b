/**
 * @generated SignedSource<<1eadca13750abcd66464cf3cae304b28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BadgesPageQuery$variables = Record<PropertyKey, never>;
export type BadgesPageQuery$data = {
  readonly viewerBadges: ReadonlyArray<{
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
export type BadgesPageQuery = {
  response: BadgesPageQuery$data;
  variables: BadgesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BadgesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BadgesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "deb68ca6ac70d5d983e934c33191b02c",
    "id": null,
    "metadata": {},
    "name": "BadgesPageQuery",
    "operationKind": "query",
    "text": "query BadgesPageQuery {\n  viewerBadges {\n    earnedAt\n    shown\n    badge {\n      id\n      name\n      description\n      symbol\n      imageUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a931ef22b4aba1cde2fff19b221582f4";

export default node;

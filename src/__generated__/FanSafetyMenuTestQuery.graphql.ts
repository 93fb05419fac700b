/**
 * @generated SignedSource<<f31d17f888012723af1720a48fac81db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FanSafetyMenuTestQuery$variables = Record<PropertyKey, never>;
export type FanSafetyMenuTestQuery$data = {
  readonly node: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"FanSafetyMenu_user">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly isSignedIn: boolean;
    readonly joinedCommunity: {
      readonly id: string;
    } | null | undefined;
  };
};
export type FanSafetyMenuTestQuery = {
  response: FanSafetyMenuTestQuery$data;
  variables: FanSafetyMenuTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
      "concreteType": "Community",
      "kind": "LinkedField",
      "name": "joinedCommunity",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "user"
  }
],
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FanSafetyMenuTestQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FanSafetyMenu_user"
                }
              ],
              "type": "User",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "user"
          }
        ],
        "storageKey": "node(id:\"user\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FanSafetyMenuTestQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isViewer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerHasBlocked",
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
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"user\")"
      }
    ]
  },
  "params": {
    "cacheID": "c0607c1691c0d763bd71a69ca91cb622",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
        "node.displayName": (v3/*:: as any*/),
        "node.id": (v4/*:: as any*/),
        "node.isViewer": (v5/*:: as any*/),
        "node.viewerHasBlocked": (v5/*:: as any*/),
        "node.viewerHasMuted": (v5/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.isSignedIn": (v5/*:: as any*/),
        "viewer.joinedCommunity": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Community"
        },
        "viewer.joinedCommunity.id": (v4/*:: as any*/)
      }
    },
    "name": "FanSafetyMenuTestQuery",
    "operationKind": "query",
    "text": "query FanSafetyMenuTestQuery {\n  viewer {\n    isSignedIn\n    joinedCommunity {\n      id\n    }\n  }\n  node(id: \"user\") {\n    __typename\n    ...FanSafetyMenu_user\n    id\n  }\n}\n\nfragment FanSafetyMenu_user on User {\n  id\n  displayName\n  isViewer\n  viewerHasBlocked\n  viewerHasMuted\n}\n"
  }
};
})();

(node as any).hash = "92338b148994dab2174cb0e5612723c9";

export default node;

/**
 * @generated SignedSource<<c0bd3e634b74c7562002881764e6eb0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryPage_category$data = {
  readonly cards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CollectableCardTile_card">;
      };
    }>;
  };
  readonly description: string;
  readonly group: {
    readonly id: string;
    readonly name: string;
  };
  readonly id: string;
  readonly imageUrl: string;
  readonly name: string;
  readonly viewerCollection: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CollectionProgress_collection">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"GradeRewards_category">;
  readonly " $fragmentType": "CategoryPage_category";
};
export type CategoryPage_category$key = {
  readonly " $data"?: CategoryPage_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryPage_category">;
};

import CategoryPagePaginationQuery_graphql from './CategoryPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "cards"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": CategoryPagePaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CategoryPage_category",
  "selections": [
    (v1/*:: as any*/),
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectableCardCategoryGroup",
      "kind": "LinkedField",
      "name": "group",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CardCollection",
      "kind": "LinkedField",
      "name": "viewerCollection",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CollectionProgress_collection"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GradeRewards_category"
    },
    {
      "alias": "cards",
      "args": null,
      "concreteType": "CollectableCardConnection",
      "kind": "LinkedField",
      "name": "__CategoryPage_cards_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CollectableCardEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CollectableCard",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CollectableCardTile_card"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "type": "CollectableCardCategory",
  "abstractKey": null
};
})();

(node as any).hash = "f41106f5b2878c63ae70ad85b1168cef";

export default node;

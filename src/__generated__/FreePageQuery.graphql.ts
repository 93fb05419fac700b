/**
 * @generated SignedSource<<3d6a55b823ce55b26cfada1c444324d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FreePageQuery$variables = {
  pageName: string;
};
export type FreePageQuery$data = {
  readonly community: {
    readonly freePage: {
      readonly " $fragmentSpreads": FragmentRefs<"GardenPageView_page">;
    } | null | undefined;
  };
};
export type FreePageQuery = {
  response: FreePageQuery$data;
  variables: FreePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pageName"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "pageName",
    "variableName": "pageName"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "href",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FreePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "GardenPage",
            "kind": "LinkedField",
            "name": "freePage",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GardenPageView_page"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FreePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "GardenPage",
            "kind": "LinkedField",
            "name": "freePage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
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
                "name": "isPublished",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageBlock",
                "kind": "LinkedField",
                "name": "blocks",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageTextSpan",
                    "kind": "LinkedField",
                    "name": "spans",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "alt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "width",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "height",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7dffd0342080a6b270a0cee4fadadcf0",
    "id": null,
    "metadata": {},
    "name": "FreePageQuery",
    "operationKind": "query",
    "text": "query FreePageQuery(\n  $pageName: String!\n) {\n  community {\n    freePage(pageName: $pageName) {\n      ...GardenPageView_page\n      id\n    }\n    id\n  }\n}\n\nfragment GardenPageView_page on GardenPage {\n  title\n  description\n  isPublished\n  blocks {\n    ...PageBlocks_blocks\n  }\n}\n\nfragment PageBlocks_blocks on PageBlock {\n  kind\n  text\n  spans {\n    text\n    href\n  }\n  href\n  imageUrl\n  alt\n  width\n  height\n}\n"
  }
};
})();

(node as any).hash = "993d7878e9b6aa4e1d3e7b0919060e45";

export default node;

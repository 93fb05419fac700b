/**
 * @generated SignedSource<<40058cc1ba58d4e2dd551a55c4a8223f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PageBlockKind = "BUTTON" | "CALLOUT" | "DIVIDER" | "HEADING" | "IMAGE" | "PARAGRAPH";
import { FragmentRefs } from "relay-runtime";
export type PageBlocks_page$data = {
  readonly blocks: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly height: number | null | undefined;
    readonly href: string | null | undefined;
    readonly imageUrl: string | null | undefined;
    readonly kind: PageBlockKind;
    readonly spans: ReadonlyArray<{
      readonly href: string | null | undefined;
      readonly text: string;
    }>;
    readonly text: string | null | undefined;
    readonly width: number | null | undefined;
  }>;
  readonly " $fragmentType": "PageBlocks_page";
};
export type PageBlocks_page$key = {
  readonly " $data"?: PageBlocks_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageBlocks_page">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "href",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PageBlocks_page",
  "selections": [
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PageTextSpan",
          "kind": "LinkedField",
          "name": "spans",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        (v1/*:: as any*/),
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
    }
  ],
  "type": "GardenPage",
  "abstractKey": null
};
})();

(node as any).hash = "d8a3d2273d16ddb72f233f722ab29df9";

export default node;

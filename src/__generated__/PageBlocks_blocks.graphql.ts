/**
 * @generated SignedSource<<2d81e9b877ddee0b47b6c599644eb59d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PageBlockKind = "BUTTON" | "CALLOUT" | "DIVIDER" | "HEADING" | "IMAGE" | "PARAGRAPH";
import { FragmentRefs } from "relay-runtime";
export type PageBlocks_blocks$data = ReadonlyArray<{
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
  readonly " $fragmentType": "PageBlocks_blocks";
}>;
export type PageBlocks_blocks$key = ReadonlyArray<{
  readonly " $data"?: PageBlocks_blocks$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageBlocks_blocks">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "PageBlocks_blocks",
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
  "type": "PageBlock",
  "abstractKey": null
};
})();

(node as any).hash = "014afea88fb186f9c5e3b5755098683b";

export default node;

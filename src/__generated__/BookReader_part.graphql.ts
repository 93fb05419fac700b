/**
 * @generated SignedSource<<077091de813ac5d77d83cda87fd15a11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BookReader_part$data = {
  readonly pages: ReadonlyArray<{
    readonly imageAlt: string;
    readonly imageUrl: string | null | undefined;
    readonly text: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "BookReader_part";
};
export type BookReader_part$key = {
  readonly " $data"?: BookReader_part$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookReader_part">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookReader_part",
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
      "concreteType": "StoryBookPage",
      "kind": "LinkedField",
      "name": "pages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
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
          "kind": "ScalarField",
          "name": "imageAlt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StoryBookPart",
  "abstractKey": null
};

(node as any).hash = "335d9d8bf1e1b2da0c320269ae704d0a";

export default node;

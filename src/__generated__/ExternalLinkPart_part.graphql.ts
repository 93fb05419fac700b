/**
 * @generated SignedSource<<05567ee1ce44440eb230cf59975fe6e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExternalLinkPart_part$data = {
  readonly description: string;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentType": "ExternalLinkPart_part";
};
export type ExternalLinkPart_part$key = {
  readonly " $data"?: ExternalLinkPart_part$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExternalLinkPart_part">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExternalLinkPart_part",
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "StoryExternalLinkPart",
  "abstractKey": null
};

(node as any).hash = "a31b4919e6bafe2f57e3c2d3866f8ff8";

export default node;

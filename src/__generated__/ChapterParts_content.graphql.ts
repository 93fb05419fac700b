/**
 * @generated SignedSource<<75a5b791ffc1cfb60ba083cb66a73e44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChapterParts_content$data = {
  readonly parts: ReadonlyArray<{
    readonly __typename: string;
    readonly book: {
      readonly " $fragmentSpreads": FragmentRefs<"BookReader_part">;
    } | null | undefined;
    readonly link: {
      readonly " $fragmentSpreads": FragmentRefs<"ExternalLinkPart_part">;
    } | null | undefined;
    readonly video: {
      readonly " $fragmentSpreads": FragmentRefs<"VideoPart_part">;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "ChapterParts_content";
};
export type ChapterParts_content$key = {
  readonly " $data"?: ChapterParts_content$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChapterParts_content">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChapterParts_content",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "parts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BookReader_part"
              }
            ],
            "type": "StoryBookPart",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "book"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VideoPart_part"
              }
            ],
            "type": "StoryVideoPart",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "video"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExternalLinkPart_part"
              }
            ],
            "type": "StoryExternalLinkPart",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "link"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StoryChapterContent",
  "abstractKey": null
};

(node as any).hash = "fec391d109835cf1d6de405155368284";

export default node;

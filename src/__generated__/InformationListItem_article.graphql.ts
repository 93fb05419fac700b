/**
 * @generated SignedSource<<ea4436a57dde16def572858f945a301b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InformationCategory = "EVENT" | "GOODS" | "MAINTENANCE" | "NEWS";
import { FragmentRefs } from "relay-runtime";
export type InformationListItem_article$data = {
  readonly id: string;
  readonly isPinned: boolean;
  readonly newsCategory: InformationCategory;
  readonly publishedAt: string;
  readonly title: string;
  readonly viewerHasRead: boolean;
  readonly " $fragmentType": "InformationListItem_article";
};
export type InformationListItem_article$key = {
  readonly " $data"?: InformationListItem_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"InformationListItem_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InformationListItem_article",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newsCategory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPinned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasRead",
      "storageKey": null
    }
  ],
  "type": "InformationArticle",
  "abstractKey": null
};

(node as any).hash = "2645e02ded92b678edc67a7eadfa0a19";

export default node;

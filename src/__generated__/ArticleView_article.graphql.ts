/**
 * @generated SignedSource<<560ac0d7321990dd13a1198f0b8b12c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InformationCategory = "EVENT" | "GOODS" | "MAINTENANCE" | "NEWS";
import { FragmentRefs } from "relay-runtime";
export type ArticleView_article$data = {
  readonly id: string;
  readonly isMembersOnly: boolean;
  readonly newsCategory: InformationCategory;
  readonly paragraphs: ReadonlyArray<string>;
  readonly publishedAt: string;
  readonly title: string;
  readonly viewerHasRead: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"FavoriteButton_article">;
  readonly " $fragmentType": "ArticleView_article";
};
export type ArticleView_article$key = {
  readonly " $data"?: ArticleView_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleView_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleView_article",
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
      "name": "paragraphs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMembersOnly",
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
      "name": "viewerHasRead",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FavoriteButton_article"
    }
  ],
  "type": "InformationArticle",
  "abstractKey": null
};

(node as any).hash = "3571a5208c6fa53849138d892f7f7275";

export default node;

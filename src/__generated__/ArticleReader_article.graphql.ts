/**
 * @generated SignedSource<<bdbdf2148e5fda2a396e694443741c84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleReader_article$data = {
  readonly body: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PageBlocks_blocks">;
  }>;
  readonly coverImageUrl: string | null | undefined;
  readonly isMembersOnly: boolean;
  readonly lead: string;
  readonly publishedAt: string;
  readonly title: string;
  readonly viewerCanRead: boolean;
  readonly " $fragmentType": "ArticleReader_article";
};
export type ArticleReader_article$key = {
  readonly " $data"?: ArticleReader_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleReader_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleReader_article",
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
      "name": "lead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coverImageUrl",
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
      "name": "isMembersOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageBlock",
      "kind": "LinkedField",
      "name": "body",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PageBlocks_blocks"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "2379825a30567b375f5fd580a722370d";

export default node;

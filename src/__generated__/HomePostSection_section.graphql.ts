/**
 * @generated SignedSource<<639695e39d41c9bb3c1166841bf3dcdb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HomePostLayout = "CAROUSEL" | "SPOTLIGHT" | "TILE";
export type HomePostSource = "OFFICIAL" | "TOPIC" | "TREND";
import { FragmentRefs } from "relay-runtime";
export type HomePostSection_section$data = {
  readonly layout: HomePostLayout;
  readonly posts: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"HomePostCard_post">;
  }>;
  readonly source: HomePostSource;
  readonly title: string | null | undefined;
  readonly topic: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "HomePostSection_section";
};
export type HomePostSection_section$key = {
  readonly " $data"?: HomePostSection_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomePostSection_section">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomePostSection_section",
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
      "name": "layout",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topic",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "posts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HomePostCard_post"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomePostSection",
  "abstractKey": null
};
})();

(node as any).hash = "cebbfd4f80e51e9bfee212a7800b0098";

export default node;

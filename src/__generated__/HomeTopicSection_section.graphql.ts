/**
 * @generated SignedSource<<a2abaf7e5de888a28360fa12a9a7689a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeTopicSection_section$data = {
  readonly title: string | null | undefined;
  readonly topic: {
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly postCount: number;
  } | null | undefined;
  readonly " $fragmentType": "HomeTopicSection_section";
};
export type HomeTopicSection_section$key = {
  readonly " $data"?: HomeTopicSection_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeTopicSection_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeTopicSection_section",
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
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topic",
      "plural": false,
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
          "name": "name",
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
          "name": "postCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeTopicSection",
  "abstractKey": null
};

(node as any).hash = "6932b2e4e3ae47e48d546638a8d7f7e6";

export default node;

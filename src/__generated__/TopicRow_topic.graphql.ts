/**
 * @generated SignedSource<<99bd913db872aa75befff045893a7165>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopicRow_topic$data = {
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly postCount: number;
  readonly " $fragmentType": "TopicRow_topic";
};
export type TopicRow_topic$key = {
  readonly " $data"?: TopicRow_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicRow_topic">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopicRow_topic",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TopicCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};
})();

(node as any).hash = "274a497def0ed58842bbae575f427777";

export default node;

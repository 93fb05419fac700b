/**
 * @generated SignedSource<<a27d7eaa5456e36b8aeadbbf668861af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeChannels_community$data = {
  readonly channels: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ChannelListItem_channel">;
      };
    }>;
  };
  readonly " $fragmentType": "HomeChannels_community";
};
export type HomeChannels_community$key = {
  readonly " $data"?: HomeChannels_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeChannels_community">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeChannels_community",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "ChannelConnection",
      "kind": "LinkedField",
      "name": "channels",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ChannelEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Channel",
              "kind": "LinkedField",
              "name": "node",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChannelListItem_channel"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "channels(first:3)"
    }
  ],
  "type": "Community",
  "abstractKey": null
};

(node as any).hash = "fcdf962c5fce139f01705acb1a0160d4";

export default node;

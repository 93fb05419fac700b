/**
 * @generated SignedSource<<a3bf1edd106fc23744c7f04e4e4b73d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatComposer_channel$data = {
  readonly community: {
    readonly id: string;
  };
  readonly id: string;
  readonly " $fragmentType": "ChatComposer_channel";
};
export type ChatComposer_channel$key = {
  readonly " $data"?: ChatComposer_channel$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatComposer_channel">;
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
  "name": "ChatComposer_channel",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Community",
      "kind": "LinkedField",
      "name": "community",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Channel",
  "abstractKey": null
};
})();

(node as any).hash = "63705fee3b6690d0da840c85954fcc06";

export default node;

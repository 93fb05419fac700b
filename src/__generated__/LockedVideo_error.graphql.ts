/**
 * @generated SignedSource<<a21f5c06c43fb226fbe4d5cf49152727>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LockedVideo_error$data = {
  readonly message: string;
  readonly requiresSignIn: boolean;
  readonly " $fragmentType": "LockedVideo_error";
};
export type LockedVideo_error$key = {
  readonly " $data"?: LockedVideo_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"LockedVideo_error">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LockedVideo_error",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresSignIn",
      "storageKey": null
    }
  ],
  "type": "VideoLockedError",
  "abstractKey": null
};

(node as any).hash = "8908bb3c64cdd9ecaff666c8ec291e13";

export default node;

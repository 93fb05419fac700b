/**
 * @generated SignedSource<<274095d32c344ef9f0e98bd66dbe3279>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OAuthConsentCard_viewer$data = {
  readonly avatarUrl: string | null | undefined;
  readonly displayName: string;
  readonly " $fragmentType": "OAuthConsentCard_viewer";
};
export type OAuthConsentCard_viewer$key = {
  readonly " $data"?: OAuthConsentCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OAuthConsentCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OAuthConsentCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1c3b92f7749e4363e5bcf11b921dd1b5";

export default node;

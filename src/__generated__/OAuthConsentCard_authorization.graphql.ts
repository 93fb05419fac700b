/**
 * @generated SignedSource<<2a548157067059dd65b78f8c19b65e96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OAuthScope = "EMAIL" | "OPENID" | "PROFILE";
import { FragmentRefs } from "relay-runtime";
export type OAuthConsentCard_authorization$data = {
  readonly clientName: string;
  readonly scopes: ReadonlyArray<OAuthScope>;
  readonly uid: string;
  readonly " $fragmentType": "OAuthConsentCard_authorization";
};
export type OAuthConsentCard_authorization$key = {
  readonly " $data"?: OAuthConsentCard_authorization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OAuthConsentCard_authorization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OAuthConsentCard_authorization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    }
  ],
  "type": "OAuthAuthorization",
  "abstractKey": null
};

(node as any).hash = "c522af0ebae71cbfb2e31bc0d34efcac";

export default node;

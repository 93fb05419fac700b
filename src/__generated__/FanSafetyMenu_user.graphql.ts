/**
 * @generated SignedSource<<5e3f11c48e946aebeef1640a4fd86b3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FanSafetyMenu_user$data = {
  readonly displayName: string;
  readonly id: string;
  readonly isViewer: boolean;
  readonly viewerHasBlocked: boolean;
  readonly viewerHasMuted: boolean;
  readonly " $fragmentType": "FanSafetyMenu_user";
};
export type FanSafetyMenu_user$key = {
  readonly " $data"?: FanSafetyMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FanSafetyMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FanSafetyMenu_user",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasBlocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasMuted",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2ae0c555475ee0e69e744a7bc8de7eaa";

export default node;

/**
 * @generated SignedSource<<efff976921c3dc83c1d801260c0dbc8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChannelMembershipStatus = "ACTIVE" | "REQUESTED";
import { FragmentRefs } from "relay-runtime";
export type PrivateChannelHeader_channel$data = {
  readonly id: string;
  readonly name: string;
  readonly otherMembers: ReadonlyArray<{
    readonly status: ChannelMembershipStatus;
    readonly user: {
      readonly avatarUrl: string | null | undefined;
      readonly displayName: string;
      readonly id: string;
      readonly viewerHasBlocked: boolean;
    };
  }>;
  readonly viewerMembershipStatus: ChannelMembershipStatus | null | undefined;
  readonly " $fragmentType": "PrivateChannelHeader_channel";
};
export type PrivateChannelHeader_channel$key = {
  readonly " $data"?: PrivateChannelHeader_channel$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivateChannelHeader_channel">;
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
  "name": "PrivateChannelHeader_channel",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "viewerMembershipStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChannelMember",
      "kind": "LinkedField",
      "name": "otherMembers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerHasBlocked",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Channel",
  "abstractKey": null
};
})();

(node as any).hash = "0f5cced5f49e6cf107e8a6415addedc8";

export default node;

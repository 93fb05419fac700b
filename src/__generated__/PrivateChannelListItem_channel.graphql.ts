/**
 * @generated SignedSource<<64682ac3a1a17edfb77de93e8ed4858a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChannelMembershipStatus = "ACTIVE" | "REQUESTED";
import { FragmentRefs } from "relay-runtime";
export type PrivateChannelListItem_channel$data = {
  readonly id: string;
  readonly lastActivityAt: string;
  readonly lastMessage: {
    readonly author: {
      readonly displayName: string;
    };
    readonly body: string;
    readonly createdAt: string;
    readonly isDeleted: boolean;
  } | null | undefined;
  readonly name: string;
  readonly otherMembers: ReadonlyArray<{
    readonly user: {
      readonly avatarUrl: string | null | undefined;
      readonly id: string;
    };
  }>;
  readonly viewerMembershipStatus: ChannelMembershipStatus | null | undefined;
  readonly viewerUnreadCount: number;
  readonly " $fragmentType": "PrivateChannelListItem_channel";
};
export type PrivateChannelListItem_channel$key = {
  readonly " $data"?: PrivateChannelListItem_channel$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivateChannelListItem_channel">;
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
  "name": "PrivateChannelListItem_channel",
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
      "kind": "ScalarField",
      "name": "viewerUnreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActivityAt",
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
              "name": "avatarUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatMessage",
      "kind": "LinkedField",
      "name": "lastMessage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDeleted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "author",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
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

(node as any).hash = "b4b77b80e6d7c01dc43501be5be2266e";

export default node;

/**
 * @generated SignedSource<<a45379887cbcc8a9aea1ec7c44c1674b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsPage_settings$data = {
  readonly directMessages: boolean;
  readonly eventsAndSchedules: boolean;
  readonly id: string;
  readonly officialPosts: boolean;
  readonly pushSubscriptionCount: number;
  readonly repliesAndReactions: boolean;
  readonly " $fragmentType": "NotificationSettingsPage_settings";
};
export type NotificationSettingsPage_settings$key = {
  readonly " $data"?: NotificationSettingsPage_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsPage_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationSettingsPage_settings",
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
      "name": "directMessages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "repliesAndReactions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "officialPosts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventsAndSchedules",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pushSubscriptionCount",
      "storageKey": null
    }
  ],
  "type": "NotificationSettings",
  "abstractKey": null
};

(node as any).hash = "e43fddc55e428ba52c9c0f17eac0fa45";

export default node;

/**
 * @generated SignedSource<<4386b5cf6cadb69247bb67be9679b635>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CampaignCodeDetails_page$data = {
  readonly endsAt: string;
  readonly perFanLimit: number;
  readonly remaining: number;
  readonly rewardCoins: number;
  readonly startsAt: string;
  readonly viewerRedemptionCount: number;
  readonly " $fragmentType": "CampaignCodeDetails_page";
};
export type CampaignCodeDetails_page$key = {
  readonly " $data"?: CampaignCodeDetails_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignCodeDetails_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CampaignCodeDetails_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rewardCoins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "perFanLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remaining",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRedemptionCount",
      "storageKey": null
    }
  ],
  "type": "CampaignCodePage",
  "abstractKey": null
};

(node as any).hash = "d06f8f60d3671ce77dec810f562c32c2";

export default node;

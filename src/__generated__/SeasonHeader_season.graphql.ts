/**
 * @generated SignedSource<<74840fd8836e2d4aa3a6f10c93a3953c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SupporterSeasonPhase = "ENDED" | "OPEN" | "UPCOMING";
import { FragmentRefs } from "relay-runtime";
export type SeasonHeader_season$data = {
  readonly description: string;
  readonly endsAt: string;
  readonly phase: SupporterSeasonPhase;
  readonly startsAt: string;
  readonly supporterCount: number;
  readonly title: string;
  readonly " $fragmentType": "SeasonHeader_season";
};
export type SeasonHeader_season$key = {
  readonly " $data"?: SeasonHeader_season$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeasonHeader_season">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SeasonHeader_season",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phase",
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
      "name": "supporterCount",
      "storageKey": null
    }
  ],
  "type": "SupporterSeason",
  "abstractKey": null
};

(node as any).hash = "fbd9374b43ee2010ba77b6e18d66cbe5";

export default node;

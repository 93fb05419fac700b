/**
 * @generated SignedSource<<1a66fc6a8033bad1560a8a66311b5b9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CandidateCard_candidate$data = {
  readonly description: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly name: string;
  readonly viewerVoteCount: number;
  readonly voteCount: number | null | undefined;
  readonly " $fragmentType": "CandidateCard_candidate";
};
export type CandidateCard_candidate$key = {
  readonly " $data"?: CandidateCard_candidate$data;
  readonly " $fragmentSpreads": FragmentRefs<"CandidateCard_candidate">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CandidateCard_candidate",
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
      "name": "name",
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voteCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerVoteCount",
      "storageKey": null
    }
  ],
  "type": "VotingCandidate",
  "abstractKey": null
};

(node as any).hash = "7d79e5b67e6fd8ed1a23117f8c5e420a";

export default node;

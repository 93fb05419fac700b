/**
 * @generated SignedSource<<75c6267e3ce6ee446c386b50c38d732f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlaylistCard_playlist$data = {
  readonly coverImageUrl: string | null | undefined;
  readonly description: string;
  readonly playlistId: string;
  readonly title: string;
  readonly videoCount: number;
  readonly " $fragmentType": "PlaylistCard_playlist";
};
export type PlaylistCard_playlist$key = {
  readonly " $data"?: PlaylistCard_playlist$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlaylistCard_playlist">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlaylistCard_playlist",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playlistId",
      "storageKey": null
    },
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
      "name": "coverImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "videoCount",
      "storageKey": null
    }
  ],
  "type": "Playlist",
  "abstractKey": null
};

(node as any).hash = "5cd4550c10254b20de965d90cffbeffa";

export default node;

/**
 * @generated SignedSource<<338915bd87e9f11aa956ebe9ee7ea24a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeCasualGameSection_section$data = {
  readonly description: string;
  readonly href: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "HomeCasualGameSection_section";
};
export type HomeCasualGameSection_section$key = {
  readonly " $data"?: HomeCasualGameSection_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeCasualGameSection_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeCasualGameSection_section",
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "href",
      "storageKey": null
    }
  ],
  "type": "HomeCasualGameSection",
  "abstractKey": null
};

(node as any).hash = "528919ac0711cb01c8623430bef3db93";

export default node;

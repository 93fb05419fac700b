/**
 * @generated SignedSource<<c1286125a5413126b05a542d5728811b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MembershipStatus = "ACTIVE" | "ENDED" | "INCOMPLETE" | "LAPSED" | "PAST_DUE";
import { FragmentRefs } from "relay-runtime";
export type MembershipPlanList_viewer$data = {
  readonly isSignedIn: boolean;
  readonly membership: {
    readonly status: MembershipStatus;
  } | null | undefined;
  readonly " $fragmentType": "MembershipPlanList_viewer";
};
export type MembershipPlanList_viewer$key = {
  readonly " $data"?: MembershipPlanList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipPlanList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembershipPlanList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSignedIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Membership",
      "kind": "LinkedField",
      "name": "membership",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a81e2eee50df703f3f25df8c480c742a";

export default node;

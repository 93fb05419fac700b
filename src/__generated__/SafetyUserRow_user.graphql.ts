/**
 * @generated SignedSource<<265e94adc184c2a4e28ac786a93bcc59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SafetyUserRow_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly displayName: string;
  readonly id: string;
  readonly " $fragmentType": "SafetyUserRow_user";
};
export type SafetyUserRow_user$key = {
  readonly " $data"?: SafetyUserRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SafetyUserRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SafetyUserRow_user",
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
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "41dbbc66dfa55c94a4168a92c63d2e58";

export default node;

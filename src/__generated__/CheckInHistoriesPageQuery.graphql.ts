/**
 * @generated SignedSource<<f185902d7d8d66184c21e527897c8df9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInHistoriesPageQuery$variables = {
  month?: string | null | undefined;
};
export type CheckInHistoriesPageQuery$data = {
  readonly checkIn: {
    readonly today: string;
    readonly " $fragmentSpreads": FragmentRefs<"CheckInCalendar_checkIn">;
  };
};
export type CheckInHistoriesPageQuery = {
  response: CheckInHistoriesPageQuery$data;
  variables: CheckInHistoriesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "month"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "today",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "month",
    "variableName": "month"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckInHistoriesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckInStatus",
        "kind": "LinkedField",
        "name": "checkIn",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": (v2/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "CheckInCalendar_checkIn"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckInHistoriesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckInStatus",
        "kind": "LinkedField",
        "name": "checkIn",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "CheckInDay",
            "kind": "LinkedField",
            "name": "history",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "day",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "43b4c6d76546cfd45f7701918921fdeb",
    "id": null,
    "metadata": {},
    "name": "CheckInHistoriesPageQuery",
    "operationKind": "query",
    "text": "query CheckInHistoriesPageQuery(\n  $month: String\n) {\n  checkIn {\n    today\n    ...CheckInCalendar_checkIn_3vjFD7\n    id\n  }\n}\n\nfragment CheckInCalendar_checkIn_3vjFD7 on CheckInStatus {\n  today\n  history(month: $month) {\n    day\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4c998fec4b6bb35582aee1aa7b5c4e2";

export default node;

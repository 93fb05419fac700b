/**
 * @generated SignedSource<<c50cf0291416d29824cb62694c04ab8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DateOfBirthSettingsPageQuery$variables = Record<PropertyKey, never>;
export type DateOfBirthSettingsPageQuery$data = {
  readonly viewer: {
    readonly dateOfBirth: string | null | undefined;
    readonly user: {
      readonly __typename: "User";
    } | null | undefined;
  };
};
export type DateOfBirthSettingsPageQuery = {
  response: DateOfBirthSettingsPageQuery$data;
  variables: DateOfBirthSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateOfBirth",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DateOfBirthSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DateOfBirthSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "91c584aed0a7ff65765b8946f14aa750",
    "id": null,
    "metadata": {},
    "name": "DateOfBirthSettingsPageQuery",
    "operationKind": "query",
    "text": "query DateOfBirthSettingsPageQuery {\n  viewer {\n    user {\n      __typename\n      id\n    }\n    dateOfBirth\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd492a4a776a23ff57523b15fa745520";

export default node;

/**
 * @generated SignedSource<<6423c6ea1b59c49fecbd37edd43d0a70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CountryOfResidenceSettingsPageQuery$variables = Record<PropertyKey, never>;
export type CountryOfResidenceSettingsPageQuery$data = {
  readonly viewer: {
    readonly countryOfResidence: string | null | undefined;
    readonly user: {
      readonly __typename: "User";
    } | null | undefined;
  };
};
export type CountryOfResidenceSettingsPageQuery = {
  response: CountryOfResidenceSettingsPageQuery$data;
  variables: CountryOfResidenceSettingsPageQuery$variables;
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
  "name": "countryOfResidence",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CountryOfResidenceSettingsPageQuery",
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
    "name": "CountryOfResidenceSettingsPageQuery",
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
    "cacheID": "64f7093eb96d5db2895a8af7d13e806b",
    "id": null,
    "metadata": {},
    "name": "CountryOfResidenceSettingsPageQuery",
    "operationKind": "query",
    "text": "query CountryOfResidenceSettingsPageQuery {\n  viewer {\n    user {\n      __typename\n      id\n    }\n    countryOfResidence\n  }\n}\n"
  }
};
})();

(node as any).hash = "c7938e417b66bebe0e4c9b05a13c9460";

export default node;

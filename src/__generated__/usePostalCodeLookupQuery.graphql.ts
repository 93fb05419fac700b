/**
 * @generated SignedSource<<6e833b05ea74607e5b0c21207e71a7ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePostalCodeLookupQuery$variables = {
  postalCode: string;
};
export type usePostalCodeLookupQuery$data = {
  readonly postalCodeAreas: ReadonlyArray<{
    readonly city: string;
    readonly prefecture: string;
    readonly town: string;
  }>;
};
export type usePostalCodeLookupQuery = {
  response: usePostalCodeLookupQuery$data;
  variables: usePostalCodeLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "postalCode"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "postalCode",
        "variableName": "postalCode"
      }
    ],
    "concreteType": "PostalCodeArea",
    "kind": "LinkedField",
    "name": "postalCodeAreas",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "prefecture",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "town",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePostalCodeLookupQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePostalCodeLookupQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e7fa8eee2d5d81f38552fc109393feeb",
    "id": null,
    "metadata": {},
    "name": "usePostalCodeLookupQuery",
    "operationKind": "query",
    "text": "query usePostalCodeLookupQuery(\n  $postalCode: String!\n) {\n  postalCodeAreas(postalCode: $postalCode) {\n    prefecture\n    city\n    town\n  }\n}\n"
  }
};
})();

(node as any).hash = "c70648b69fbf4281033cb5748bc44aee";

export default node;

/**
 * @generated SignedSource<<e8b72eb23da194db03f252f32db76c07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckoutSessionStatus = "COMPLETED" | "EXPIRED" | "OPEN" | "PAYING";
import { FragmentRefs } from "relay-runtime";
export type CheckoutConfirmation_session$data = {
  readonly expiresAt: string;
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"OrderLines_lines">;
  }>;
  readonly needsDelivery: boolean;
  readonly order: {
    readonly id: string;
  } | null | undefined;
  readonly paymentFailure: string | null | undefined;
  readonly state: CheckoutSessionStatus;
  readonly taxBreakdown: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"OrderLines_taxes">;
  }>;
  readonly total: number;
  readonly " $fragmentType": "CheckoutConfirmation_session";
};
export type CheckoutConfirmation_session$key = {
  readonly " $data"?: CheckoutConfirmation_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutConfirmation_session">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutConfirmation_session",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentFailure",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsDelivery",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderLines_lines"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TaxBreakdown",
      "kind": "LinkedField",
      "name": "taxBreakdown",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderLines_taxes"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "CheckoutSession",
  "abstractKey": null
};
})();

(node as any).hash = "c01ee964a22faad6628ceb958690da78";

export default node;

/**
 * @generated SignedSource<<9e0d575631590a56b53fec1ebd023d24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckoutSessionStatus = "COMPLETED" | "EXPIRED" | "OPEN" | "PAYING";
export type PaymentMethodKind = "CARD" | "ID_PAYMENT";
import { FragmentRefs } from "relay-runtime";
export type PaymentPending_session$data = {
  readonly id: string;
  readonly order: {
    readonly id: string;
  } | null | undefined;
  readonly paymentActionUrl: string | null | undefined;
  readonly paymentFailure: string | null | undefined;
  readonly selectedPaymentMethod: PaymentMethodKind | null | undefined;
  readonly state: CheckoutSessionStatus;
  readonly total: number;
  readonly " $fragmentType": "PaymentPending_session";
};
export type PaymentPending_session$key = {
  readonly " $data"?: PaymentPending_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentPending_session">;
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
  "name": "PaymentPending_session",
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
      "name": "selectedPaymentMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentActionUrl",
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

(node as any).hash = "14574d473949f661a33e431d49c83e5a";

export default node;

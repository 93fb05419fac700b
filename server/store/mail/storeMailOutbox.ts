// The store's mail outbox. enqueueStoreMail runs inside the transaction that completes or
// refunds an order (enqueuePrizeShippedMail in the one that ships a real-goods delivery), so the mail exists exactly when the order change does (a rollback
// leaves no mail; a crash after commit leaves it queued). The scheduled job sends it after
// commit: it locks the outbox row, skips it when already sent, sends, and marks it sent in
// the job's own transaction. Two runs at once (two servers, or one run retried) serialise
// on that row lock, so one sends and the other finds it sent. Should a process die between
// the send and the commit, the retry sends the same Message-ID again, which receiving
// servers (and the .eml folder, by file name) keep once.
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../community/tables';
import {
  treasureMachinePrizes,
  treasurePrizeDeliveries,
  treasurePulls,
  type RealGoodsDeliveryRow,
} from '../../draws/tables';
import type { TenantScope } from '../../db/tenantScope';
import { toGlobalId } from '../../graphql/globalId';
import { scheduleJob } from '../../platform/scheduledJobs';
import type { JobHandler } from '../../platform/serverFeature';
import { shippingAddressOf } from '../addresses/addressColumns';
import {
  checkoutLines,
  checkoutSessions,
  checkoutShipments,
  orders,
  storeMailOutbox,
  storeSettings,
  type OrderRow,
  type StoreMailRow,
  type StoreSettings,
} from '../tables';
import { mailTransport } from './mailTransport';
import { orderNumber } from '../orderResolvers';
import type { LocalizedText } from '../../platform/tables';
import { composeOrderMail } from './orderMail';
import { composeShippedMail } from './shippedMail';

export const STORE_MAIL_JOB = 'store.sendMail';

/** Queues the mail of `kind` for an order, once; a fan without an e-mail address gets none. */
export async function enqueueStoreMail(
  tx: TenantScope,
  order: OrderRow,
  kind: 'ORDER_CONFIRMATION' | 'REFUND_NOTICE' | 'ORDER_SHIPPED',
): Promise<void> {
  const [session] = await tx.select(checkoutSessions, eq(checkoutSessions.id, order.sessionId));
  if (!session?.contactEmail) return;
  const [queued] = await tx
    .insert(storeMailOutbox, {
      orderId: order.id,
      kind,
      toAddress: session.contactEmail,
      language: session.language,
    })
    .onConflictDoNothing()
    .returning({ id: storeMailOutbox.id });
  if (queued)
    await scheduleJob(tx, { kind: STORE_MAIL_JOB, key: String(queued.id), runAt: new Date() });
}

/**
 * Queues the "your prizes were shipped" mail of a real-goods delivery, once, in the
 * transaction that marks it shipped; a fan who gave no e-mail address gets none.
 */
export async function enqueuePrizeShippedMail(
  tx: TenantScope,
  delivery: RealGoodsDeliveryRow,
): Promise<void> {
  if (!delivery.contactEmail) return;
  const [queued] = await tx
    .insert(storeMailOutbox, {
      prizeDeliveryId: delivery.id,
      kind: 'PRIZE_SHIPPED',
      toAddress: delivery.contactEmail,
      language: delivery.language,
    })
    .onConflictDoNothing()
    .returning({ id: storeMailOutbox.id });
  if (queued)
    await scheduleJob(tx, { kind: STORE_MAIL_JOB, key: String(queued.id), runAt: new Date() });
}

function publicOrigin(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/$/,
    '',
  );
}

export const sendStoreMail: JobHandler = async (tx, job) => {
  const [mail] = await tx
    .select(storeMailOutbox, eq(storeMailOutbox.id, Number(job.key)))
    .for('update');
  if (!mail || mail.sentAt) return;
  const [settings] = await tx.select(storeSettings).limit(1);
  if (!settings) throw new Error(`The store of mail ${mail.id} is missing`);
  const { subject, text } =
    mail.kind === 'PRIZE_SHIPPED'
      ? await prizeShippedMail(tx, mail, settings)
      : mail.kind === 'ORDER_SHIPPED'
        ? await orderShippedMail(tx, mail, settings)
        : await orderMail(tx, mail, settings);
  await mailTransport().send({
    to: mail.toAddress,
    subject,
    text,
    messageId: `<store-mail-${tx.tenantId}-${mail.id}@garden>`,
  });
  await tx.update(storeMailOutbox, { sentAt: job.now }, eq(storeMailOutbox.id, mail.id));
};

async function prizeShippedMail(tx: TenantScope, mail: StoreMailRow, settings: StoreSettings) {
  const [delivery] = await tx.select(
    treasurePrizeDeliveries,
    eq(treasurePrizeDeliveries.id, mail.prizeDeliveryId ?? 0),
  );
  if (!delivery?.carrier || !delivery.trackingNumber)
    throw new Error(`The shipped delivery of mail ${mail.id} is missing`);
  const pulls = await tx
    .selectFields(
      { prizeId: treasurePulls.prizeId },
      treasurePulls,
      eq(treasurePulls.deliveryId, delivery.id),
    )
    .orderBy(treasurePulls.id);
  const prizes = await tx.selectFields(
    { id: treasureMachinePrizes.id, name: treasureMachinePrizes.name },
    treasureMachinePrizes,
    inArray(treasureMachinePrizes.id, [0, ...pulls.map((pull) => pull.prizeId)]),
  );
  const nameOf = new Map(prizes.map((prize) => [prize.id, prize.name]));
  // One line per prize, with how many of it.
  const contents = new Map<number, { name: LocalizedText; quantity: number }>();
  for (const pull of pulls) {
    const name = nameOf.get(pull.prizeId);
    const line = contents.get(pull.prizeId);
    if (line) line.quantity += 1;
    else if (name) contents.set(pull.prizeId, { name, quantity: 1 });
  }
  return composeShippedMail({
    mail,
    settings,
    contents: [...contents.values()],
    carrier: delivery.carrier,
    trackingNumber: delivery.trackingNumber,
    shippingAddress: shippingAddressOf(delivery),
    deliveryUrl: `${publicOrigin()}/store/prize/delivery/${encodeURIComponent(
      toGlobalId('RealGoodsDelivery', delivery.id),
    )}`,
  });
}

async function orderShippedMail(tx: TenantScope, mail: StoreMailRow, settings: StoreSettings) {
  const [order] = await tx.select(orders, eq(orders.id, mail.orderId ?? 0));
  const [shipment] = order
    ? await tx.select(checkoutShipments, eq(checkoutShipments.sessionId, order.sessionId))
    : [];
  if (!order || !shipment?.carrier || !shipment.trackingNumber)
    throw new Error(`The shipped order of mail ${mail.id} is missing`);
  const lines = await tx
    .select(checkoutLines, eq(checkoutLines.sessionId, order.sessionId))
    .orderBy(checkoutLines.id);
  return composeShippedMail({
    mail,
    settings,
    orderNumber: orderNumber(order),
    contents: lines
      .filter((line) => line.kind === 'PHYSICAL')
      .map((line) => ({ name: line.name, quantity: line.quantity })),
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    shippingAddress: shippingAddressOf(shipment),
    deliveryUrl: `${publicOrigin()}/settings/purchase-history/${encodeURIComponent(
      toGlobalId('Order', order.id),
    )}`,
  });
}

async function orderMail(tx: TenantScope, mail: StoreMailRow, settings: StoreSettings) {
  const [order] = await tx.select(orders, eq(orders.id, mail.orderId ?? 0));
  if (!order) throw new Error(`The order of mail ${mail.id} is missing`);
  const lines = await tx
    .select(checkoutLines, eq(checkoutLines.sessionId, order.sessionId))
    .orderBy(checkoutLines.id);
  const [shipment] = await tx.select(
    checkoutShipments,
    eq(checkoutShipments.sessionId, order.sessionId),
  );
  const [fan] = await tx.select(users, eq(users.id, order.userId));
  return composeOrderMail({
    mail,
    order,
    lines,
    settings,
    recipientName: shipment?.recipientName ?? fan?.displayName ?? null,
    shippingAddress: shipment ? shippingAddressOf(shipment) : null,
    receiptUrl: `${publicOrigin()}/receipt/${encodeURIComponent(toGlobalId('Order', order.id))}`,
  });
}

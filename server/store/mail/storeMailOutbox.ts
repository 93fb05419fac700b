// The store's mail outbox. enqueueStoreMail runs inside the transaction that completes or
// refunds an order, so the mail exists exactly when the order change does (a rollback
// leaves no mail; a crash after commit leaves it queued). The scheduled job sends it after
// commit: it locks the outbox row, skips it when already sent, sends, and marks it sent in
// the job's own transaction. Two runs at once (two servers, or one run retried) serialise
// on that row lock, so one sends and the other finds it sent. Should a process die between
// the send and the commit, the retry sends the same Message-ID again, which receiving
// servers (and the .eml folder, by file name) keep once.
import { eq } from 'drizzle-orm';
import { users } from '../../community/tables';
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
} from '../tables';
import { mailTransport } from './mailTransport';
import { composeOrderMail } from './orderMail';

export const STORE_MAIL_JOB = 'store.sendMail';

/** Queues the mail of `kind` for an order, once; a fan without an e-mail address gets none. */
export async function enqueueStoreMail(
  tx: TenantScope,
  order: OrderRow,
  kind: 'ORDER_CONFIRMATION' | 'REFUND_NOTICE',
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
  const [order] = await tx.select(orders, eq(orders.id, mail.orderId));
  const [settings] = await tx.select(storeSettings).limit(1);
  if (!order || !settings) throw new Error(`The order or the store of mail ${mail.id} is missing`);
  const lines = await tx
    .select(checkoutLines, eq(checkoutLines.sessionId, order.sessionId))
    .orderBy(checkoutLines.id);
  const [shipment] = await tx.select(
    checkoutShipments,
    eq(checkoutShipments.sessionId, order.sessionId),
  );
  const [fan] = await tx.select(users, eq(users.id, order.userId));
  const { subject, text } = composeOrderMail({
    mail,
    order,
    lines,
    settings,
    recipientName: shipment?.recipientName ?? fan?.displayName ?? null,
    shippingAddress: shipment ? shippingAddressOf(shipment) : null,
    receiptUrl: `${publicOrigin()}/receipt/${encodeURIComponent(toGlobalId('Order', order.id))}`,
  });
  await mailTransport().send({
    to: mail.toAddress,
    subject,
    text,
    messageId: `<store-mail-${tx.tenantId}-${mail.id}@garden>`,
  });
  await tx.update(storeMailOutbox, { sentAt: job.now }, eq(storeMailOutbox.id, mail.id));
};

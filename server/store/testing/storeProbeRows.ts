// Rows of every store table for a fan of a tenant, for the tenancy probe
// (server/platform/tenancyProbe.test.ts): a tenant without a store gets a small one.
import type { TenantScope } from '../../db/tenantScope';
import { seedStore } from '../seedStore';
import { demoStore } from '../demoStore';
import {
  basketLines,
  checkoutLines,
  checkoutSessions,
  checkoutShipments,
  deliveryAddresses,
  localPaymentMethods,
  localPayments,
  orders,
  paymentEvents,
  savedPaymentMethods,
  storeAuditLog,
  storeItems,
  storeMailOutbox,
  storeSettings,
} from '../tables';

export async function seedStoreProbeRows(db: TenantScope, userId: number): Promise<void> {
  if ((await db.count(storeSettings)) === 0)
    await seedStore(db, { settings: demoStore.settings, sections: demoStore.sections.slice(0, 1) });
  const [item] = await db.select(storeItems).limit(1);
  await db.insert(basketLines, { userId, itemId: item.id, quantity: 1 });
  const [session] = await db
    .insert(checkoutSessions, {
      userId,
      total: item.price,
      expiresAt: new Date(),
      status: 'COMPLETED',
      paymentMethod: 'CARD',
      paymentProvider: 'local',
      paymentId: `lp_probe_${db.tenantId}`,
    })
    .returning();
  await db.insert(checkoutLines, {
    sessionId: session.id,
    itemId: item.id,
    kind: item.kind,
    name: item.name,
    unitPrice: item.price,
    taxRatePercent: item.taxRatePercent,
    quantity: 1,
  });
  const address = {
    recipientName: `Probe ${db.tenantId}`,
    postalCode: '150-0001',
    prefecture: '東京都',
    city: '渋谷区',
    street: '1-2-3',
    phone: '0312345678',
  };
  await db.insert(deliveryAddresses, { userId, ...address, isDefault: true });
  await db.insert(checkoutShipments, { userId, sessionId: session.id, ...address });
  const [order] = await db
    .insert(orders, {
      userId,
      sessionId: session.id,
      total: item.price,
      paymentMethod: 'CARD',
      paymentProvider: 'local',
      paymentId: `lp_probe_${db.tenantId}`,
    })
    .returning();
  await db.insert(storeMailOutbox, {
    orderId: order.id,
    kind: 'ORDER_CONFIRMATION',
    toAddress: `probe@${db.tenantId}.test`,
    language: 'ja',
  });
  await db.insert(localPayments, {
    id: `lp_probe_${db.tenantId}`,
    amount: item.price,
    reference: `checkout:${db.tenantId}:${session.id}`,
    method: 'CARD',
    status: 'succeeded',
  });
  await db.insert(localPaymentMethods, { id: `lpm_probe_${db.tenantId}`, last4: '4242' });
  await db.insert(savedPaymentMethods, {
    userId,
    provider: 'local',
    providerMethodId: `lpm_probe_${db.tenantId}`,
    brand: 'VISA',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    isDefault: true,
  });
  await db.insert(paymentEvents, {
    provider: 'local',
    eventId: `evt_probe_${db.tenantId}`,
    type: 'payment.succeeded',
  });
  await db.insert(storeAuditLog, {
    actorUserId: userId,
    action: 'probe',
    target: `StoreItem:${item.id}`,
  });
}

// The store's e-mails: queued in the order's (or the refund's) transaction, written once by
// the scheduled job after commit, even when two runs of the job race, in the fan's language,
// with the delivery address of shipped goods. No SMTP here: the .eml folder transport.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OPERATOR_UID } from '../../db/demoTenant';
import { tenantScope } from '../../db/tenantScope';
import { garden as composedGarden } from '../../features';
import { runDueJobs } from '../../platform/scheduledJobs';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../../testing/testGarden';
import { TEST_CARDS } from '../payments/localProvider';
import { PAY_CHECKOUT, START_CHECKOUT, demoItemId, globalId } from '../storeTestDocuments';
import { storeMailOutbox } from '../tables';
import { mailTransport } from './mailTransport';
import { sendStoreMail } from './storeMailOutbox';

const SAVE_ADDRESS = `mutation($input: SaveDeliveryAddressInput!) { saveDeliveryAddress(input: $input) {
  ... on SaveDeliveryAddressPayload { deliveryAddress { id } } } }`;
const REFUND = `mutation($input: RefundOrderInput!) { refundOrder(input: $input) { __typename } }`;

describe.each(testBackends)('store e-mails (%s)', (backend) => {
  let garden: TestGarden;
  let folder: string;
  let counter = 0;
  const id = () => `mail-${(counter += 1)}`;
  const demo = () => tenantScope(garden.database.db, 'demo');
  const mails = () =>
    readdirSync(folder).map((name) => readFileSync(path.join(folder, name), 'utf8'));
  const buy = async (
    as: string,
    item: string,
    language: 'ja' | 'en',
    card: string = TEST_CARDS.succeeds,
  ) => {
    const itemId = await demoItemId(garden, item);
    const started = await garden.call(
      START_CHECKOUT,
      { input: { clientMutationId: id(), itemId: globalId('StoreItem', itemId), quantity: 1 } },
      { as, language },
    );
    const session = started.data.startCheckout.session;
    let deliveryAddressId: string | undefined;
    if (session.needsDelivery) {
      const saved = await garden.call(
        SAVE_ADDRESS,
        {
          input: {
            clientMutationId: id(),
            recipientName: '花守 ミオ',
            postalCode: '150-0001',
            prefecture: '東京都',
            city: '渋谷区神宮前',
            street: '1-2-3',
            phone: '090-1234-5678',
          },
        },
        { as },
      );
      deliveryAddressId = saved.data.saveDeliveryAddress.deliveryAddress.id;
    }
    const paid = await garden.call(
      PAY_CHECKOUT,
      {
        input: {
          clientMutationId: id(),
          sessionId: session.id,
          method: 'CARD',
          card,
          deliveryAddressId,
        },
      },
      { as, language },
    );
    return paid.data.payCheckout;
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), `garden-mail-${backend}-`));
    process.env.GARDEN_MAIL_DIR = folder;
    garden = await createTestGarden(backend);
    for (const fan of ['mail-ja', 'mail-en', 'mail-declined']) await garden.join(fan);
  });
  afterAll(async () => {
    delete process.env.GARDEN_MAIL_DIR;
    await garden?.close();
  });

  it('queues the confirmation with the order and writes it once, however many runs race for it', async () => {
    const paid = await buy('mail-ja', 'Acrylic stand: the prince and the puppet', 'ja');
    expect(paid.session.status).toBe('COMPLETED');
    // Queued with the order, sent only by the job.
    const queued = await demo().select(storeMailOutbox);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'ORDER_CONFIRMATION', language: 'ja', sentAt: null });
    expect(queued[0].toAddress).toMatch(/^mail-ja\b.*@/);
    expect(mails()).toHaveLength(0);

    const send = vi.spyOn(mailTransport(), 'send');
    const runs = await Promise.all([
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
    ]);
    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    // The handler itself, run twice at once for the same job after it ran: nothing more.
    const job = { key: String(queued[0].id), payload: {}, runAt: new Date(), now: new Date() };
    await Promise.all([
      demo().transaction((tx) => sendStoreMail(tx, job)),
      demo().transaction((tx) => sendStoreMail(tx, job)),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();

    const [mail] = mails();
    expect(mails()).toHaveLength(1);
    expect(mail).toContain('Subject: =?UTF-8?');
    const body = Buffer.from(
      mail
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n')
        .replace(/\s/g, ''),
      'base64',
    ).toString('utf8');
    expect(body).toContain('ご注文いただき、ありがとうございます');
    expect(body).toContain('アクリルスタンド 王子と人形 × 1');
    expect(body).toContain('〒150-0001');
    expect(body).toContain('東京都 渋谷区神宮前 1-2-3');
    expect(body).toContain('T');
    expect((await demo().select(storeMailOutbox))[0].sentAt).not.toBeNull();
  });

  it('writes in the fan’s language, and a refund queues its notice once', async () => {
    const paid = await buy('mail-en', '500 coins', 'en');
    const before = mails().length;
    await runDueJobs(garden.database.db, composedGarden.jobHandlers);
    expect(mails()).toHaveLength(before + 1);
    const refund = (clientMutationId: string) =>
      garden.call(
        REFUND,
        { input: { clientMutationId, orderId: paid.session.order.id } },
        { as: DEMO_OPERATOR_UID },
      );
    await Promise.all([refund('mail-refund-1'), refund('mail-refund-2')]);
    await Promise.all([
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
    ]);
    const outbox = await demo().select(storeMailOutbox);
    const kinds = outbox.filter((row) => row.language === 'en').map((row) => row.kind);
    expect(kinds.sort()).toEqual(['ORDER_CONFIRMATION', 'REFUND_NOTICE']);
    expect(mails()).toHaveLength(before + 2);
    const english = mails().filter((mail) => mail.includes('Subject: [Rose Garden Studio Inc.]'));
    expect(english.map((mail) => /Subject: (.*)/.exec(mail)?.[1]).sort()).toEqual([
      expect.stringContaining('Thank you for your order'),
      expect.stringContaining('Your order has been refunded'),
    ]);
  });

  it('queues nothing for a payment that fails', async () => {
    const before = await demo().count(storeMailOutbox);
    const declined = await buy('mail-declined', '500 coins', 'ja', TEST_CARDS.declined);
    expect(declined.__typename).toBe('PaymentError');
    expect(await demo().count(storeMailOutbox)).toBe(before);
  });
});

// The store's mails through SMTP for real: with SMTP_URL set, the outbox job hands the order
// confirmation to an SMTP server (smtp-server, in process), once, with its Message-ID, and
// a server that refuses the mail leaves it queued for the job's retry.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../../db/tenantScope';
import { garden as composedGarden } from '../../features';
import { runDueJobs } from '../../platform/scheduledJobs';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../../testing/testGarden';
import { TEST_CARDS } from '../payments/localProvider';
import { PAY_CHECKOUT, START_CHECKOUT, demoItemId, globalId } from '../storeTestDocuments';
import { storeMailOutbox } from '../tables';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

// The transport reads no table: one database backend is enough.
describe.each(testBackends.slice(0, 1))('store e-mails through SMTP (%s)', (backend) => {
  let garden: TestGarden;
  let smtp: SMTPServer;
  const received: Received[] = [];
  let refuse = false;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refuse) {
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
            return;
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    garden = await createTestGarden(backend);
    await garden.join('smtp-fan');
    await garden.join('smtp-refused');
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await garden?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const buyCoins = async (as: string) => {
    const itemId = await demoItemId(garden, '500 coins');
    const started = await garden.call(
      START_CHECKOUT,
      {
        input: {
          clientMutationId: `${as}-start`,
          itemId: globalId('StoreItem', itemId),
          quantity: 1,
        },
      },
      { as, language: 'en' },
    );
    const paid = await garden.call(
      PAY_CHECKOUT,
      {
        input: {
          clientMutationId: `${as}-pay`,
          sessionId: started.data.startCheckout.session.id,
          method: 'CARD',
          card: TEST_CARDS.succeeds,
        },
      },
      { as, language: 'en' },
    );
    expect(paid.data.payCheckout.session.status).toBe('COMPLETED');
  };

  it('hands the order confirmation to the SMTP server once, however many runs race', async () => {
    await buyCoins('smtp-fan');
    const runs = await Promise.all([
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
    ]);
    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual([expect.stringMatching(/^smtp-fan\b.*@/)]);
    expect(mail.from).toBe('no-reply@garden.test');
    expect(mail.raw).toMatch(/^Message-ID: <store-mail-demo-\d+@garden>$/m);
    expect(mail.raw).toMatch(/^Subject: \[Rose Garden Studio Inc\.\] Thank you for your order/m);
    expect(mail.raw).toContain('- 500 coins x 1');
    const [row] = await tenantScope(garden.database.db, 'demo').select(storeMailOutbox);
    expect(row.sentAt).not.toBeNull();
  });

  it('keeps a mail the server refuses queued, and sends it on a later run', async () => {
    refuse = true;
    await buyCoins('smtp-refused');
    const failed = await runDueJobs(garden.database.db, composedGarden.jobHandlers);
    expect(failed.failed).toHaveLength(1);
    expect(received).toHaveLength(1);
    const unsent = await tenantScope(garden.database.db, 'demo').select(storeMailOutbox);
    expect(unsent.filter((row) => row.sentAt === null)).toHaveLength(1);

    refuse = false;
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const retried = await runDueJobs(garden.database.db, composedGarden.jobHandlers, later);
    expect(retried.failed).toEqual([]);
    expect(received).toHaveLength(2);
    expect(received[1].to).toEqual([expect.stringMatching(/^smtp-refused\b.*@/)]);
  });
});

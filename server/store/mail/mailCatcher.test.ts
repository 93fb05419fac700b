// The mail catcher of `npm start`: the garden's e-mails sent to it show in its web inbox,
// and a second garden on the same machine (ports taken) falls back to .eml files.
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { serverLogger } from '../../logging/logger';
import { startMailCatcher, type MailCatcher } from './mailCatcher';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the mail catcher', () => {
  const started: MailCatcher[] = [];
  afterAll(async () => {
    for (const catcher of started) await catcher.stop();
  });

  it('shows a sent e-mail in its inbox; a second one on taken ports gives way', async () => {
    const options = {
      webPort: await freePort(),
      smtpPort: await freePort(),
      mailDirectory: mkdtempSync(path.join(tmpdir(), 'garden-maildev-')),
      log: serverLogger,
    };
    const catcher = await startMailCatcher(options);
    expect(catcher).not.toBeNull();
    started.push(catcher!);

    await nodemailer.createTransport(catcher!.smtpUrl).sendMail({
      from: 'garden@example.com',
      to: 'fan@example.com',
      subject: 'ご注文ありがとうございます',
      text: '魔王子と人形の庭',
    });
    await expect
      .poll(async () => {
        const inbox = (await (await fetch(`${catcher!.url}/api/email`)).json()) as {
          subject: string;
        }[];
        return inbox.map((mail) => mail.subject);
      })
      .toContain('ご注文ありがとうございます');

    expect(await startMailCatcher(options)).toBeNull();
  });
});

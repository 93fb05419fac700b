// Where the store's e-mails go. With SMTP_URL (smtp://user:pass@host:587), through that
// server. Without it (npm start on a fresh machine, tests), nodemailer writes each message
// as an .eml file into GARDEN_MAIL_DIR (default <GARDEN_DATA_DIR>/mail): open one with any
// mail client. A message's file is named by its Message-ID, so writing one message twice
// leaves one file, as a receiving server drops a repeated Message-ID.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox row, so a resent mail is recognisably the same one. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mails go, for the start-up log: the SMTP host or the folder. */
  describe(): string;
}

const FROM = process.env.MAIL_FROM ?? 'Garden <no-reply@garden.test>';

export function mailDirectory(): string {
  return path.resolve(
    process.env.GARDEN_MAIL_DIR ?? path.join(process.env.GARDEN_DATA_DIR ?? '.data', 'mail'),
  );
}

function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: FROM, ...mail });
    },
    describe: () => `SMTP ${new URL(url).host}`,
  };
}

function folderTransport(folder: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: FROM, ...mail });
      mkdirSync(folder, { recursive: true });
      const name = mail.messageId.replace(/[^\w.@-]/g, '_');
      writeFileSync(path.join(folder, `${name}.eml`), info.message as Buffer);
    },
    describe: () => folder,
  };
}

const transports = new Map<string, MailTransport>();

/** The mail transport the environment names now (one per SMTP server or folder). */
export function mailTransport(): MailTransport {
  const smtp = process.env.SMTP_URL;
  const key = smtp ?? mailDirectory();
  let transport = transports.get(key);
  if (!transport) {
    transport = smtp ? smtpTransport(smtp) : folderTransport(key);
    transports.set(key, transport);
  }
  return transport;
}

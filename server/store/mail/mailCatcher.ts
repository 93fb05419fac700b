// `npm start` on a developer's machine without SMTP_URL: MailDev, a local SMTP server with a
// web inbox, catches the garden's e-mails so they can be read as a fan receives them.
// MAIL_CATCHER=off keeps the .eml folder instead (the e2e suite reads the files); a port
// already taken (a second garden on the machine) falls back to the folder too.
import type { Logger } from '../../logging/logger';

export interface MailCatcher {
  /** The web inbox. */
  url: string;
  /** What the garden's mail transport sends to. */
  smtpUrl: string;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  webPort: number;
  smtpPort: number;
  /** Where MailDev keeps what it caught, so a restart keeps the inbox. */
  mailDirectory: string;
  log: Logger;
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher | null> {
  // A development tool (devDependencies): an install without it keeps the .eml folder.
  const loaded = await import('maildev').catch((error: unknown) => {
    options.log.warn({ err: error }, 'MailDev is not installed: e-mails go to .eml files');
    return null;
  });
  if (!loaded) return null;
  const { MailDev } = loaded;
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: options.mailDirectory,
    // The inbox of a developer's machine, not an archive.
    maxEmails: 500,
    silent: true,
  });
  try {
    await maildev.start();
  } catch (error) {
    options.log.warn(
      { err: error, smtpPort: options.smtpPort, webPort: options.webPort },
      'the mail catcher could not start (its ports are taken?): e-mails go to .eml files',
    );
    await maildev.stop().catch(() => undefined);
    return null;
  }
  return {
    url: `http://localhost:${options.webPort}`,
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    stop: () => maildev.stop(),
  };
}

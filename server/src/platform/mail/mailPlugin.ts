// Runs the mail sender with the server: the transport from the mail settings (SMTP_URL, or
// .eml files in MAIL_OUTBOX_DIR), started once the server is ready, woken whenever mail is queued,
// and stopped on close after its delivery in flight (before the database connection closes).
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { MailConfig } from './mailConfig.ts';
import { MailSender, type MailSenderOptions } from './mailSender.ts';
import type { MailOutbox } from './outbox.ts';
import { createMailTransport, type MailTransport } from './transports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present once mailPlugin is registered (tests and benchmarks wake it or wait for it). */
    mailSender: MailSender;
  }
}

export interface MailPluginOptions {
  outbox: MailOutbox;
  config: MailConfig;
  /** Instead of the one the settings name (tests). */
  transport?: MailTransport;
  /** Timing of the sender (tests, benchmarks); the defaults suit the site. */
  sender?: Pick<MailSenderOptions, 'now' | 'backoff' | 'pollMs' | 'leaseMs' | 'deliveryTimeoutMs' | 'batchSize'>;
}

async function register(app: FastifyInstance, options: MailPluginOptions): Promise<void> {
  const { outbox, config } = options;
  const transport = options.transport ?? createMailTransport(config, app.log);
  const sender = new MailSender({ ...options.sender, outbox, transport, from: config.from, log: app.log });
  app.decorate('mailSender', sender);
  app.addHook('onReady', async () => {
    outbox.onQueued = () => sender.wake();
    sender.start();
    app.log.info({ transport: transport.description }, `mail goes to ${transport.description}`);
  });
  // onClose hooks run in reverse order of registration: this one before the database is closed.
  app.addHook('onClose', async () => {
    outbox.onQueued = null;
    await sender.stop();
    transport.close();
  });
}

// fastify-plugin: the decoration and hooks belong to the root instance, not to a child.
export const mailPlugin = fastifyPlugin(register, { name: 'oap-mail' });

// GET /api/profile: the signed-in reader's profile (the Profile page of the header, spec 2.9 and 6):
// name and address from the session; with a confirmed address, the journals and topics it follows
// and what it sent through the site's forms. 401 without a session; never cached.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { ProfileSubmission, ReaderProfile } from '@oap/contracts/api/profile.ts';
import { errorMessageFor } from '@oap/contracts/errors/errorMessages.ts';
import { canonicalEmail } from '@oap/contracts/forms/formLimits.ts';
import { siteFormById } from '@oap/contracts/forms/siteForms.ts';
import type { SessionClaims } from '../auth/sessions.ts';
import { createSql } from '../store/sql.ts';
import { httpError } from './validation.ts';

export const PROFILE_SUBMISSIONS = 50;

export interface ProfileApiOptions {
  db: DatabaseSync;
  readSession: (request: FastifyRequest) => Promise<SessionClaims | null>;
  /** The signed manage page of an address (the subscriptions' own link keys). */
  manageSubscriptionsPath: (email: string) => string;
}

export async function profileApi(app: FastifyInstance, opts: ProfileApiOptions): Promise<void> {
  const sql = createSql(opts.db);

  const subscriptionsOf = (email: string): NonNullable<ReaderProfile['subscriptions']> => {
    const subscriber = sql.get<{ id: number }>('SELECT id FROM subscribers WHERE email = ? AND verified_at IS NOT NULL', email);
    const journals = subscriber
      ? sql.all<{ nameSystem: string; name: string }>(
          `SELECT s.name_system AS nameSystem, COALESCE(j.name, s.name_system) AS name FROM subscriber_journals s
           LEFT JOIN journals j ON j.name_system = s.name_system WHERE s.subscriber_id = ? ORDER BY name`,
          subscriber.id,
        )
      : [];
    const topics = subscriber
      ? sql.all<{ identifier: string; name: string }>(
          `SELECT s.identifier, COALESCE(t.name, s.identifier) AS name FROM subscriber_topics s
           LEFT JOIN topics t ON t.identifier = s.identifier WHERE s.subscriber_id = ? ORDER BY name`,
          subscriber.id,
        )
      : [];
    return { journals, topics, managePath: opts.manageSubscriptionsPath(email) };
  };

  const submissionsOf = (email: string): ProfileSubmission[] =>
    sql
      .all<{ reference: string; form: string; payload: string; received_at: string }>(
        `SELECT reference, form, payload, received_at FROM form_submissions
         WHERE lower(email) = ? OR lower(account) = ? ORDER BY received_at DESC LIMIT ?`,
        email,
        email,
        PROFILE_SUBMISSIONS,
      )
      .map((row) => {
        const definition = siteFormById(row.form);
        const payload = JSON.parse(row.payload) as Record<string, unknown>;
        const named = definition?.summaryField ? payload[definition.summaryField] : undefined;
        const text = typeof named === 'string' ? named.replace(/\s+/g, ' ').trim() : '';
        return { reference: row.reference, form: definition?.title ?? row.form, receivedAt: row.received_at, summary: text.length > 120 ? `${text.slice(0, 119)}…` : text };
      });

  app.get('/profile', async (request, reply): Promise<ReaderProfile> => {
    const session = await opts.readSession(request);
    if (!session) throw httpError(401, errorMessageFor(401));
    void reply.header('cache-control', 'private, no-store');
    const email = session.email ? canonicalEmail(session.email) : null;
    const verified = email !== null && session.emailVerified === true;
    return {
      name: session.name ?? null,
      email: session.email ?? null,
      emailVerified: verified,
      subscriptions: verified ? subscriptionsOf(email) : null,
      submissions: verified ? submissionsOf(email) : [],
    };
  });
}

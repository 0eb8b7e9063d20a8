// GET /api/profile: the signed-in reader's profile (the Profile page of the header, spec 2.9 and 6):
// name and address from the session; with a confirmed address, the journals and topics it follows
// and what it sent through the site's forms. 401 without a session; never cached.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ProfileSubmission, ReaderProfile } from '@oap/contracts/api/profile.ts';
import { errorMessageFor } from '@oap/contracts/errors/errorMessages.ts';
import { canonicalEmail } from '@oap/contracts/forms/formLimits.ts';
import { siteFormById } from '@oap/contracts/forms/siteForms.ts';
import type { SessionClaims } from '../auth/sessions.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { httpError } from '../../platform/http/validation.ts';

export const PROFILE_SUBMISSIONS = 50;

export interface ProfileApiOptions {
  database: SqlDatabase;
  readSession: (request: FastifyRequest) => Promise<SessionClaims | null>;
  /** The signed manage page of an address (the subscriptions' own link keys and the subscriber's link secret). */
  manageSubscriptionsPath: (email: string) => Promise<string>;
}

export async function profileApi(app: FastifyInstance, opts: ProfileApiOptions): Promise<void> {
  const { db } = opts.database;

  const subscriptionsOf = async (email: string): Promise<NonNullable<ReaderProfile['subscriptions']>> => {
    const managePath = await opts.manageSubscriptionsPath(email);
    const { rows: subscribers } = await sql<{ id: number }>`SELECT id FROM subscribers WHERE email = ${email} AND verified_at IS NOT NULL`.execute(db);
    const subscriber = subscribers[0];
    if (!subscriber) return { journals: [], topics: [], managePath };
    const { rows: journals } = await sql<{ nameSystem: string; name: string }>`SELECT s.name_system AS "nameSystem", coalesce(j.name, s.name_system) AS name
      FROM subscriber_journals s LEFT JOIN journals j ON j.name_system = s.name_system WHERE s.subscriber_id = ${subscriber.id} ORDER BY name`.execute(db);
    const { rows: topics } = await sql<{ identifier: string; name: string }>`SELECT s.identifier, coalesce(t.name, s.identifier) AS name
      FROM subscriber_topics s LEFT JOIN topics t ON t.identifier = s.identifier WHERE s.subscriber_id = ${subscriber.id} ORDER BY name`.execute(db);
    return { journals, topics, managePath };
  };

  const submissionsOf = async (email: string): Promise<ProfileSubmission[]> => {
    const { rows } = await sql<{ reference: string; form: string; payload: string; received_at: string }>`SELECT reference, form, payload, received_at FROM form_submissions
      WHERE lower(email) = ${email} OR lower(account) = ${email} ORDER BY received_at DESC, id DESC LIMIT ${PROFILE_SUBMISSIONS}`.execute(db);
    return rows.map((row) => {
      const definition = siteFormById(row.form);
      const payload = JSON.parse(row.payload) as Record<string, unknown>;
      const named = definition?.summaryField ? payload[definition.summaryField] : undefined;
      const text = typeof named === 'string' ? named.replace(/\s+/g, ' ').trim() : '';
      return { reference: row.reference, form: definition?.title ?? row.form, receivedAt: row.received_at, summary: text.length > 120 ? `${text.slice(0, 119)}…` : text };
    });
  };

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
      subscriptions: verified ? await subscriptionsOf(email) : null,
      submissions: verified ? await submissionsOf(email) : [],
    };
  });
}

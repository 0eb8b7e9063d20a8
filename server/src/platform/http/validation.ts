// Input validation for the API plugins: the contracts' zod schemas (@oap/contracts/api/*.schemas.ts,
// built on the spec-5 rules the routing table also uses), failures thrown as 400 errors with a
// readable message.
import type { z } from 'zod';
import { satisfiesRule } from '@oap/contracts/routing/paramRules.ts';
import { describeIssues } from './validationMessages.ts';

export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/** Parses `value` with `schema`, or throws a 400 whose message names the failing fields and what each expected. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw httpError(400, describeIssues(result.error.issues, value, what));
}

/**
 * Parses the path parameters of a lookup by id: a value that breaks the schema cannot name a record,
 * so it is the same 404 (with `message`) as an id that names none, never a 400 or a 500 (a page's
 * loader turns the API's 404 into the page's 404).
 */
export function parseLookup<Schema extends z.ZodType>(schema: Schema, params: unknown, message: string): z.infer<Schema> {
  const result = schema.safeParse(params);
  if (!result.success) throw httpError(404, message);
  return result.data;
}

/** The {name} of /api/journals/{name}/...: a malformed name is an unknown journal (404), like a missing one. */
export function journalNameOf(params: unknown): string {
  const name = (params as { name?: unknown } | null)?.name;
  if (typeof name !== 'string' || !satisfiesRule('nameSystem', name)) throw httpError(404, `Journal not found: ${String(name)}`);
  return name;
}

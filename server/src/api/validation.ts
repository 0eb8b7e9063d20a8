// Input validation for the API plugins: zod schemas, failures thrown as 400 errors with a readable message.
import { z } from 'zod';

export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/** Parses `value` with `schema`, or throws a 400 whose message names the failing fields. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw httpError(400, `Invalid ${what}: ${details}`);
}

/** Spec 5: four digits or x, a dash, then four digits or x. */
export const issnSchema = z.string().regex(/^[\dxX]{4}-[\dxX]{4}$/, 'must look like 1234-567X');
/** Spec 5: volume and issue allow digits, dash and underscore; identifier allows word characters, digits and dots. */
export const volumeSchema = z.string().regex(/^[\d_-]{1,20}$/, 'must be digits');
export const identifierSchema = z.string().regex(/^[\w.]{1,50}$/, 'must be word characters, digits or dots');
export const nameSystemPattern = /^[a-z0-9-]{1,100}$/;

/** The {name} of /api/journals/{name}/...: a malformed name is an unknown journal (404), like a missing one. */
export function journalNameOf(params: unknown): string {
  const name = (params as { name?: unknown } | null)?.name;
  if (typeof name !== 'string' || !nameSystemPattern.test(name)) throw httpError(404, `Journal not found: ${String(name)}`);
  return name;
}

/** Section and special-issue identifiers: letters, digits, underscores, dashes and dots. */
export const slugPattern = /^[\w.-]{1,200}$/;

// The arguments of an OAI-PMH 2.0 request (protocol section 3.1 and 4), checked as the protocol
// defines: a missing, unknown or repeated verb is badVerb; a missing required argument, an argument
// the verb does not take, a repeated one, a malformed date or dates of different granularity are
// badArgument; a resumption token is exclusive. The granularity the repository declares is days
// (an article's datestamp is its publication date), so a time of day in from/until is badArgument.

export const verbs = ['Identify', 'ListMetadataFormats', 'ListSets', 'ListIdentifiers', 'ListRecords', 'GetRecord'] as const;
export type Verb = (typeof verbs)[number];

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export interface OaiError {
  code: OaiErrorCode;
  message: string;
}

/** What the verbs take: required and optional arguments, and whether a resumption token may stand in for them. */
const argumentsOf: Record<Verb, { required: string[]; optional: string[]; token: boolean }> = {
  Identify: { required: [], optional: [], token: false },
  ListMetadataFormats: { required: [], optional: ['identifier'], token: false },
  ListSets: { required: [], optional: [], token: true },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], token: true },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], token: true },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [], token: false },
};

export interface OaiArguments {
  verb: Verb;
  identifier?: string;
  metadataPrefix?: string;
  from?: string;
  until?: string;
  set?: string;
  resumptionToken?: string;
}

export type ParsedRequest = { ok: true; request: OaiArguments } | { ok: false; errors: OaiError[]; verb: Verb | null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** Whether a YYYY-MM-DD names a real day. */
function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function checkDate(name: 'from' | 'until', value: string): OaiError | null {
  if (isDay(value)) return null;
  if (SECOND.test(value)) {
    return { code: 'badArgument', message: `The repository's granularity is days (YYYY-MM-DD); "${name}" was given with a time of day (${value}).` };
  }
  return { code: 'badArgument', message: `"${name}" must be a date as YYYY-MM-DD, not "${value}".` };
}

/** The request's arguments, from the query string (GET) or the form body (POST), each name with all its values. */
export function parseOaiArguments(pairs: Iterable<[string, string]>): ParsedRequest {
  const values = new Map<string, string[]>();
  for (const [name, value] of pairs) values.set(name, [...(values.get(name) ?? []), value]);

  const verbValues = values.get('verb') ?? [];
  if (verbValues.length === 0) return { ok: false, verb: null, errors: [{ code: 'badVerb', message: 'The request names no verb (verb=Identify, ListRecords, …).' }] };
  if (verbValues.length > 1) return { ok: false, verb: null, errors: [{ code: 'badVerb', message: 'The verb argument is repeated.' }] };
  const verb = verbs.find((candidate) => candidate === verbValues[0]);
  if (!verb) return { ok: false, verb: null, errors: [{ code: 'badVerb', message: `"${verbValues[0]}" is not an OAI-PMH verb; the verbs are ${verbs.join(', ')}.` }] };

  const rules = argumentsOf[verb];
  const errors: OaiError[] = [];
  const request: OaiArguments = { verb };
  for (const [name, given] of values) {
    if (name === 'verb') continue;
    const allowed = rules.required.includes(name) || rules.optional.includes(name) || (name === 'resumptionToken' && rules.token);
    if (!allowed) {
      errors.push({ code: 'badArgument', message: `${verb} does not take the argument "${name}".` });
      continue;
    }
    if (given.length > 1) {
      errors.push({ code: 'badArgument', message: `The argument "${name}" is repeated.` });
      continue;
    }
    (request as unknown as Record<string, string>)[name] = given[0]!;
  }
  if (errors.length > 0) return { ok: false, verb, errors };

  if (request.resumptionToken !== undefined) {
    // Exclusive: the token carries every other argument of the list.
    const others = [...values.keys()].filter((name) => name !== 'verb' && name !== 'resumptionToken');
    if (others.length > 0) return { ok: false, verb, errors: [{ code: 'badArgument', message: `resumptionToken is an exclusive argument; ${others.join(', ')} cannot be given with it.` }] };
    return { ok: true, request };
  }
  for (const name of rules.required) {
    if ((request as unknown as Record<string, string | undefined>)[name] === undefined) errors.push({ code: 'badArgument', message: `${verb} needs the argument "${name}".` });
  }
  for (const name of ['from', 'until'] as const) {
    const value = request[name];
    if (value === undefined) continue;
    const error = checkDate(name, value);
    if (error) errors.push(error);
  }
  if (errors.length === 0 && request.from !== undefined && request.until !== undefined && request.from > request.until) {
    errors.push({ code: 'badArgument', message: `"from" (${request.from}) is later than "until" (${request.until}).` });
  }
  return errors.length > 0 ? { ok: false, verb, errors } : { ok: true, request };
}

// Sentences for what a schema refused: each says which field, what was expected and what came, so a
// caller can fix the request without reading the schema ("matter: expected text or an object, not a
// number", never zod's bare "Invalid input").
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** A value's kind as a person names it. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'text';
    case 'number':
      return Number.isFinite(value) ? 'a number' : 'not a number';
    case 'boolean':
      return 'true or false';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

/** A schema's expected type ("string", "object", ...) as a person names it. */
function expectedKind(expected: string): string {
  const names: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', object: 'an object', array: 'a list', null: 'null' };
  return names[expected] ?? expected;
}

/** The input, when it is not at hand (an error thrown by a schema elsewhere): issues then say what was expected only. */
export const inputUnknown: unique symbol = Symbol('input unknown');

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  if (root === inputUnknown) return inputUnknown;
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const quoted = (values: readonly unknown[]) => values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value))).join(', ');

/** zod's own messages open with these words; any other message was written with the schema. */
const ZOD_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected)\b/;

function hasOwnMessage(issue: Issue): boolean {
  return issue.code !== 'invalid_union' && issue.code !== 'unrecognized_keys' && typeof issue.message === 'string' && issue.message !== '' && !ZOD_MESSAGE.test(issue.message);
}

/** One issue as a sentence part: "where: what was expected, not what came". `what` names the whole input. */
export function describeIssue(issue: Issue, input: unknown, what: string, base: readonly PropertyKey[] = []): string {
  const path = [...base, ...issue.path];
  const where = path.length ? path.map(String).join('.') : what;
  const received = valueAt(input, path);
  // A schema's own sentence ("a build id is 12 to 64 letters, digits, - or _") says it best.
  if (hasOwnMessage(issue)) return `${where}: ${issue.message}`;
  switch (issue.code) {
    case 'invalid_type':
      if (received === inputUnknown) return `${where}: expected ${expectedKind(issue.expected)}`;
      if (received === undefined) return `${where} is missing: expected ${expectedKind(issue.expected)}`;
      return `${where}: expected ${expectedKind(issue.expected)}, not ${kindOf(received)}`;
    case 'invalid_union': {
      const firsts = issue.errors.map((branch) => branch[0]).filter((first): first is Issue => first !== undefined);
      // Every branch refused the value's type: name the types accepted.
      if (firsts.every((first) => first.code === 'invalid_type' && first.path.length === 0)) {
        const accepted = [...new Set(firsts.map((first) => expectedKind((first as Extract<Issue, { code: 'invalid_type' }>).expected)))];
        const expected = accepted.length > 1 ? `${accepted.slice(0, -1).join(', ')} or ${accepted.at(-1)}` : (accepted[0] ?? 'something else');
        if (received === inputUnknown) return `${where}: expected ${expected}`;
        return received === undefined ? `${where} is missing: expected ${expected}` : `${where}: expected ${expected}, not ${kindOf(received)}`;
      }
      // A branch of the value's own type refused a part of it: that part is what to fix.
      const deepest = firsts.reduce<Issue | undefined>((best, first) => (!best || first.path.length > best.path.length ? first : best), undefined);
      return deepest ? describeIssue(deepest, input, what, path) : `${where}: not accepted`;
    }
    case 'unrecognized_keys':
      return `${path.length ? `${where}: ` : ''}${issue.keys.length > 1 ? 'unknown fields' : 'unknown field'} ${quoted(issue.keys)}`;
    case 'invalid_value':
      return `${where}: expected one of ${quoted(issue.values)}`;
    case 'too_big':
    case 'too_small': {
      const bound = issue.code === 'too_big' ? `at most ${String(issue.maximum)}` : `at least ${String(issue.minimum)}`;
      const unit = typeof received === 'string' ? ' characters' : Array.isArray(received) ? ' items' : '';
      return `${where}: expected ${bound}${unit}`;
    }
    case 'invalid_format':
      return `${where}: expected ${issue.format === 'regex' ? 'another form' : `a valid ${issue.format}`}`;
    default:
      return `${where}: ${issue.message}`;
  }
}

/** Every issue, as one sentence: "Invalid journal finder request: matter: expected text or an object, not a number." */
export function describeIssues(issues: readonly Issue[], input: unknown, what: string): string {
  const details = issues.map((issue) => describeIssue(issue, input, what)).join('; ');
  return `Invalid ${what}: ${details}.`;
}

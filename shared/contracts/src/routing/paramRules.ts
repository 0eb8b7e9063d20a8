// The parameter rules of spec section 5, written once. The routing table checks page parameters with
// them (the shell's loader before it downloads a remote, the server before it renders: a value that
// breaks a rule is a 404), and the API's zod schemas are built from the same patterns
// (api/params.schemas.ts), so the site and the API cannot disagree about what an ISSN or a volume is.
// Plain regular expressions, not zod: the browser needs them and must not download zod to get them.
//
// The spec gives the characters; the lengths are ours (the spec gives none), so that no parameter is
// unbounded on its way to a query: volume and issue at most 20 characters, an article identifier at
// most 50, numeric ids at most 15 digits (below Number.MAX_SAFE_INTEGER), names at most 100 and
// section / special-issue identifiers at most 200.

export interface ParamRule {
  pattern: RegExp;
  /** How the API words a value that breaks the rule (a 400's message: "Invalid article path: volume: must be digits"). */
  message: string;
}

export const paramRules = {
  /** Spec 5: four digits or x, a dash, then four digits or x. */
  issn: { pattern: /^[\dxX]{4}-[\dxX]{4}$/, message: 'must look like 1234-567X' },
  /** Spec 5: digits, dash and underscore. */
  volume: { pattern: /^[\d_-]{1,20}$/, message: 'must be digits' },
  /** Spec 5: as a volume. */
  issue: { pattern: /^[\d_-]{1,20}$/, message: 'must be digits' },
  /** Spec 5: word characters, digits and dots. */
  identifier: { pattern: /^[\w.]{1,50}$/, message: 'must be word characters, digits or dots' },
  /** Spec 5: /news/{id}, the journal news id and awardGroupId are digits only. */
  digits: { pattern: /^\d{1,15}$/, message: 'must be digits' },
  /** A journal's URL name (/journal/{nameSystem}, /api/journals/{name}/...) and an information page's slug. */
  nameSystem: { pattern: /^[a-z0-9-]{1,100}$/, message: 'must be lower-case letters, digits or dashes' },
  /** Section and special-issue identifiers: letters, digits, underscores, dashes and dots. */
  slug: { pattern: /^[\w.-]{1,200}$/, message: 'must be letters, digits, underscores, dashes or dots' },
} as const satisfies Readonly<Record<string, ParamRule>>;

export type ParamRuleName = keyof typeof paramRules;

/** True when `value` satisfies the rule. */
export function satisfiesRule(rule: ParamRuleName, value: string | undefined): value is string {
  return value !== undefined && paramRules[rule].pattern.test(value);
}

// Article processing charges change once a year, announced months ahead (the APC updates page): a
// journal's record holds the announced charge (apc_chf) and, until the day it applies, the one in
// force (apc_chf_before, NULL when the announcement changes nothing). Every page shows the charge in
// force on the day it is served; the APC list and a journal's APC page show the announced one beside it.

/** The day the announced charges apply to newly submitted manuscripts. */
export const APC_EFFECTIVE_FROM = '2027-01-01';

/** A journal's charges as its record holds them. */
export interface ApcColumns {
  apc_chf: number;
  apc_chf_before: number | null;
}

/** Today's date as the charges compare it (YYYY-MM-DD, UTC). */
export const apcToday = (now: number = Date.now()): string => new Date(now).toISOString().slice(0, 10);

/** Whether the announced charges are still ahead on `today`. */
export const apcChangeAhead = (today: string = apcToday()): boolean => today < APC_EFFECTIVE_FROM;

/** The charge for a manuscript submitted on `today`. */
export function chargeInForce(row: ApcColumns, today: string = apcToday()): number {
  return apcChangeAhead(today) && row.apc_chf_before !== null ? row.apc_chf_before : row.apc_chf;
}

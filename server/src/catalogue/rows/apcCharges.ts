// Article processing charges change once a year, announced months ahead (the APC updates page): a
// journal's record holds the announced charge (apc_chf) and, until the day it applies, the one in
// force (apc_chf_before, NULL when the announcement changes nothing). Every page shows the charge in
// force on the day it is served; the APC list and a journal's APC page show the announced one beside it.
import { todayIso } from './rows.ts';

/** The day the announced charges apply to newly submitted manuscripts. */
export const APC_EFFECTIVE_FROM = '2027-01-01';

/** A journal's charges as its record holds them. */
export interface ApcColumns {
  apc_chf: number;
  apc_chf_before: number | null;
}

/** Whether the announced charges are still ahead on `today`. */
export const apcChangeAhead = (today: string = todayIso()): boolean => today < APC_EFFECTIVE_FROM;

/** The charge for a manuscript submitted on `today`. */
export function chargeInForce(row: ApcColumns, today: string = todayIso()): number {
  return apcChangeAhead(today) && row.apc_chf_before !== null ? row.apc_chf_before : row.apc_chf;
}

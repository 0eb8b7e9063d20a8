// Whether a call is open on a given day, for every list and search that shows one: a topic's or
// special issue's call for papers closes after its deadline; an award's edition is upcoming until it
// opens and open through its deadline.
import type { SubmissionStatus } from '@oap/contracts/api/journals.ts';

export const statusOf = (deadline: string, today: string): SubmissionStatus => (deadline >= today ? 'open' : 'closed');

/** An award edition's state on `today`. */
export const awardEditionStatus = (edition: { opens_on: string; deadline: string }, today: string): 'upcoming' | 'open' | 'closed' =>
  today < edition.opens_on ? 'upcoming' : today <= edition.deadline ? 'open' : 'closed';

// The reductions of a journal's article processing charge (its APC page): members of the societies it
// works with, authors at institutions with an open access agreement, its reviewers, authors by their
// country's income, and waivers.
import type { ApcDiscount } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalSociety } from '@oap/contracts/api/journals.ts';

export function apcDiscounts(societies: JournalSociety[]): ApcDiscount[] {
  return [
    ...societies.map((society) => ({
      name: `Members of the ${society.name} (${society.abbreviation})`,
      percent: society.discountPct,
      detail: `Corresponding authors who are members of the ${society.abbreviation} when they submit; name the society in the submission form.`,
    })),
    {
      name: 'Institutional open access agreements',
      percent: 10,
      detail: 'Corresponding authors at a participating institution; the charge is invoiced to the institution under its agreement.',
    },
    {
      name: 'Reviewer vouchers',
      percent: 10,
      detail: 'Each completed review earns a voucher for a later paper in any of our journals, valid for a year.',
    },
    // The countries' rule is the publisher's (/apc, /about/apc_faq): the World Bank's income groups.
    {
      name: 'Authors from low-income countries',
      percent: 100,
      detail: "A full waiver, by the World Bank's classification of the corresponding author's country; nothing to ask.",
    },
    {
      name: 'Authors from lower-middle-income countries',
      percent: 50,
      detail: "By the World Bank's classification of the corresponding author's country; nothing to ask.",
    },
    {
      name: 'Waivers',
      percent: null,
      detail: 'Authors without funding may ask the editorial office for a full or partial waiver before submitting.',
    },
  ];
}

// A generated journal's own Instructions for Authors (its instructions_default page): the publisher's
// instructions (server/content/guidelines.md) as they apply to this journal, with its sections, the
// reporting guidelines and data repositories of its subjects, its reference style, review times,
// charge and office.
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { chargeInWords, listOf } from './english.ts';
import { escapeHtml } from '../jats/jats.ts';

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
const h3 = (text: string) => `<h3>${escapeHtml(text)}</h3>`;
const list = (tag: 'ul' | 'ol', items: string[]) => `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;

/** What each subject's authors are asked for beyond the publisher's rules. */
const bySubject: Record<SubjectSlug, { guidelines: string; repositories: string; extra: string }> = {
  'biology-life-sciences': { guidelines: 'ARRIVE 2.0 for animal research and MIQE for quantitative PCR', repositories: 'GenBank or ENA for sequences, GEO or ArrayExpress for expression data, PRIDE for proteomics and the PDB for structures', extra: 'Give the species, strain, sex and age of every organism, and the source and authentication of cell lines.' },
  'business-economics': { guidelines: 'the AEA data and code availability policy', repositories: 'openICPSR, Zenodo or the journal’s data archive', extra: 'Describe how the sample was drawn and how variables were constructed, and report the specifications you ran besides those shown.' },
  'chemistry-materials-science': { guidelines: 'the journal’s characterisation checklist for new compounds and materials', repositories: 'the CCDC for crystal structures, NOMAD or Materials Cloud for computational data and Zenodo for raw spectra', extra: 'New compounds need evidence of identity and purity (NMR, HRMS or elemental analysis); give the synthesis of every new compound in full.' },
  'computer-science-mathematics': { guidelines: 'the ACM artifact review guidelines for experimental work', repositories: 'Zenodo or Software Heritage for code, and OpenML or a public benchmark repository for data', extra: 'State theorems with all their assumptions and give complete proofs, in an appendix if long; report the hardware, software versions and random seeds of experiments.' },
  engineering: { guidelines: 'the journal’s reproducibility checklist for experiments and simulations', repositories: 'Zenodo, Mendeley Data or an institutional repository', extra: 'Give the boundary conditions, mesh studies and validation of simulations, and the calibration and uncertainty of measurements.' },
  'environmental-earth-sciences': { guidelines: 'the FAIR principles for environmental data', repositories: 'PANGAEA, the EIDC or Zenodo, with the coordinates and dates of every sample', extra: 'Give the location of field sites (unless they hold protected species), the sampling design and the sample permits.' },
  'medicine-pharmacology': { guidelines: 'CONSORT for randomised trials, STROBE for observational studies, PRISMA for systematic reviews and STARD for diagnostic studies', repositories: 'a controlled-access repository or on request under a data use agreement, and clinicaltrials.gov or another WHO-recognised registry for trials', extra: 'Trials must be registered before enrolment; give the registration number at the end of the abstract. Report harms as carefully as benefits.' },
  'physical-sciences': { guidelines: 'the journal’s checklist for reporting measurements and uncertainties', repositories: 'Zenodo, the experiment’s collaboration repository or HEPData', extra: 'Give uncertainties for every measured quantity, and separate statistical from systematic ones.' },
  'social-sciences-arts-humanities': { guidelines: 'COREQ or SRQR for qualitative research', repositories: 'the UK Data Service, Qualidata or Zenodo, for the material that can be shared', extra: 'Footnotes may be used for comments; archival sources are cited in full in the references, with the archive, collection and shelf mark.' },
  'public-health-healthcare': { guidelines: 'STROBE for observational studies, CONSORT for trials, CHEERS for economic evaluations and RECORD for studies of routine data', repositories: 'a controlled-access repository, or on request under a data use agreement', extra: 'Describe the population, how participants were sampled and how missing data were handled; give the funder’s role in the study.' },
};

export function journalInstructions(journal: GeneratedJournal): string {
  const subject = journal.subjects[0] as SubjectSlug;
  const own = bySubject[subject];
  const sections = journal.sections.map((section) => section.name);
  return (
    p(`These instructions say how to prepare and submit a manuscript to ${journal.name}. They follow the publisher's Instructions for Authors, which apply to all our journals, and add what is specific to this journal. Questions go to the editorial office at ${journal.officeEmail}.`) +
    h2('Submission Checklist') +
    list('ul', [
      `The manuscript fits the scope of ${journal.name}: ${listOf(sections.map((name) => name.toLowerCase()))}.`,
      'It is prepared with the journal’s Word or LaTeX template, or is a clear manuscript that follows the structure below.',
      'All authors have approved it, and the ethics approvals and consents it needs are in place.',
      `The data availability statement says where the data are, and the ${own.guidelines.split(' for ')[0]} checklist is completed when it applies.`,
      'The manuscript is not under consideration by another journal.',
    ]) +
    h2('Article Types') +
    p(`${journal.name} publishes research articles, reviews, systematic reviews, communications and brief reports, and invites editorials for its special issues. Research articles have no length limit; reviews should give a critical synthesis rather than a catalogue of studies, and communications report a significant finding in up to 3,000 words.`) +
    h2('Manuscript Preparation') +
    h3('Title page and abstract') +
    p('Give a title that states the main finding, the authors with their affiliations and ORCID iDs, and the corresponding author’s e-mail address. The abstract, of no more than 250 words, states the background, methods, main results and conclusion without citing references; add three to ten keywords.') +
    h3('Main text') +
    p('Research articles have the sections Introduction, Materials and Methods, Results, Discussion and Conclusions, numbered 1, 1.1, 1.1.1. Methods are described in enough detail for others to repeat the work, with software versions and statistical methods.') +
    p(own.extra) +
    h3('Back matter') +
    p('After the conclusions: author contributions in the CRediT taxonomy, funding with grant numbers, the institutional review board and informed consent statements, the data availability statement, acknowledgements, and conflicts of interest.') +
    h2('References') +
    p(`Cite references by number in square brackets, in the order they are first cited. The list gives up to six authors, then “et al.”, the title, the abbreviated journal name, year, volume, pages or article number and DOI; journal names follow the ISO 4 abbreviations (this journal is ${journal.abbreviation}). Data sets, software and preprints are cited with their persistent identifiers.`) +
    h2('Figures and Tables') +
    p('Submit figures as separate files at 300 dpi or more, or as vector files, and tables as editable text. Every caption can be read without the main text; use colour-blind-safe palettes. Only adjustments applied to a whole image are allowed, and they are described in the methods.') +
    h2('Research Data') +
    p(`Data, code and materials that support the results are made available on publication. For this journal we recommend ${own.repositories}. The data availability statement gives each data set's identifier, or explains why the data cannot be shared and how they can be requested.`) +
    h2('Reporting Guidelines and Ethics') +
    p(`Authors follow ${own.guidelines}, and submit the completed checklist as a supplementary file. Research with people or animals needs the approval of an ethics committee, named with its reference number; the use of generative AI tools is described in the methods or acknowledgements.`) +
    h2('Peer Review') +
    p(`After a check by the editorial office, each manuscript is read by an academic editor and, if suitable, by at least two independent reviewers in single-blind review. The median time to a first decision at ${journal.name} is ${journal.firstDecisionDays} days; accepted papers are published a median of ${journal.acceptanceToPublicationDays} days after acceptance. Authors may publish the review reports with their article.`) +
    h2('Revision and Proofs') +
    p('Submit a revised manuscript with the changes marked and a point-by-point reply to each comment: minor revisions within ten days, major revisions within two months. After acceptance the corresponding author receives proofs and returns corrections within two days.') +
    h2('Article Processing Charge') +
    p(`The article processing charge (APC) for publication in ${journal.name} is ${chargeInWords(journal)}, plus VAT where it applies, invoiced after acceptance only. Authors from low-income countries have it waived and those from lower-middle-income countries pay half; members of the journal's affiliated societies, authors at institutions in the institutional open access programme and the journal's reviewers receive a discount.`) +
    `<p>The journal's <a href="/journal/${escapeHtml(journal.nameSystem)}/apc">APC page</a> gives every discount and waiver, and <a href="/apc/apc-updates">APC updates</a> announces changes to the charges.</p>` +
    h2('Licence') +
    p(`Articles in ${journal.name} are published under the Creative Commons Attribution licence (CC BY 4.0); authors keep their copyright and may deposit any version in a repository at once.`)
  );
}

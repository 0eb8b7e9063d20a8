// The journal pages that are text (spec 7.3 subpage parts and the other text subpages of spec 2.5):
// about, history, imprint, instructions for authors, editors, reviewers and conference organisers,
// guidelines, the guest editors' welcome pack, indexing, APC, editors' choice, anniversary, exhibitions.
// Written from the journal's own facts, so each reads true for its journal.
import { subjects } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { listOf } from './english.ts';
import { journalInstructions } from './journalInstructions.ts';
import { escapeHtml } from '../jats/jats.ts';
import { ordinal } from './journalContent.ts';

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const list = (tag: 'ul' | 'ol', items: string[]) => `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;
const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;

export interface GeneratedPage {
  part: string;
  title: string;
  html: string;
}

export function journalPages(journal: GeneratedJournal, referenceYear: number): GeneratedPage[] {
  const subjectLabels = journal.subjects.map((slug) => subjects.find((s) => s.slug === slug)?.label ?? slug);
  const age = referenceYear - journal.yearFounded;
  return [
    {
      part: 'journal_about',
      title: `About ${journal.name}`,
      html:
        `<h2>Aims</h2>${p(journal.aimsAndScope)}` +
        `<h2>Scope</h2><ul>${journal.sections.map((section) => `<li>${escapeHtml(section.name)}</li>`).join('')}</ul>` +
        `<h2>Open access</h2>${p(`All articles in ${journal.name} are published under the Creative Commons Attribution licence (CC BY 4.0) and are free to read, share and reuse immediately on publication.`)}` +
        `<h2>Rapid publication</h2>${p(`Manuscripts are peer-reviewed and a first decision is provided to authors approximately ${journal.firstDecisionDays} days after submission; acceptance to publication is undertaken in ${journal.acceptanceToPublicationDays} days (median values for papers published in this journal in the first half of ${referenceYear}).`)}`,
    },
    {
      part: 'journal_history',
      title: `History of ${journal.name}`,
      html:
        p(`${journal.name} was launched in ${journal.yearFounded} to serve the ${subjectLabels.join(' and ').toLowerCase()} community with a fully open access venue.`) +
        `<ul>` +
        [
          `${journal.yearFounded}: first issue published.`,
          age > 3 ? `${journal.yearFounded + 3}: indexed in ${journal.indexing[0] ?? 'Scopus'}.` : null,
          journal.impactFactor !== null ? `${Math.min(referenceYear - 1, journal.yearFounded + 5)}: first Impact Factor received.` : null,
          age > 8 ? `${journal.yearFounded + 8}: sections introduced (${journal.sections.map((s) => s.name).join(', ')}).` : null,
          `${referenceYear - 1}: ${journal.publicationFrequency} publication schedule.`,
        ]
          .filter((item): item is string => item !== null)
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join('') +
        `</ul>`,
    },
    {
      part: 'imprint',
      title: 'Imprint',
      html:
        p(`${journal.name} (ISSN ${journal.issn}) is published ${journal.publicationFrequency} online by the publisher, St. Alban-Anlage 66, 4052 Basel, Switzerland.`) +
        p(`Editorial office: ${journal.officeEmail}. Abbreviation: ${journal.abbreviation}.`) +
        p(`Copyright: authors retain copyright of their articles, which are published under the CC BY 4.0 licence.`),
    },
    {
      part: 'instructions_default',
      title: 'Instructions for Authors',
      html: journalInstructions(journal),
    },
    {
      part: 'si_ge_welcome_pack_contents',
      title: 'Guest Editor Welcome Pack',
      html:
        p(`Thank you for guest editing a special issue of ${journal.name}. This pack explains how the editorial office supports you.`) +
        `<ol>` +
        [
          'Agree on the title, keywords and deadline of the special issue with the editorial office.',
          'Invite authors: the office sends invitations on your behalf.',
          'Check each submission for suitability before peer review starts.',
          'Make the editorial decisions once two reviewer reports are in.',
          'Write an editorial once the special issue closes.',
        ]
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join('') +
        `</ol>`,
    },
    {
      part: 'indexing',
      title: 'Indexing & Archiving',
      html:
        p(`Articles published in ${journal.name} are indexed in the following databases:`) +
        `<ul>${journal.indexing.map((database) => `<li>${escapeHtml(database)}</li>`).join('')}</ul>` +
        p('Full texts are deposited in a long-term digital archive.'),
    },
    {
      part: 'apc',
      title: 'Article Processing Charges',
      html:
        p(`${journal.name} is an open access journal: all articles are free to read on publication. The article processing charge (APC) pays for peer review, editing, production and permanent archiving; it is invoiced only for articles accepted after peer review.`) +
        p('Authors of institutions with an open access agreement and members of affiliated societies receive a discount. Waivers are granted in cases of need.'),
    },
    {
      part: 'editors-choice/description',
      title: "Editor's Choice Articles",
      html: p(
        `Editor’s Choice articles are chosen by the scientific editors of ${journal.name} from the papers the journal has published. They are articles the editors expect to be of particular interest to readers or important in the field.`,
      ),
    },
    ...moreJournalPages(journal, referenceYear),
  ];
}

/** The next round anniversary (every five years) from the reference year on, and its number. */
export function nextAnniversary(yearFounded: number, referenceYear: number): { year: number; years: number } {
  const years = Math.max(5, Math.ceil((referenceYear - yearFounded) / 5) * 5);
  return { year: yearFounded + years, years };
}

/** Guidelines, the three other instructions pages, exhibitions and the anniversary page, in this order. */
function moreJournalPages(journal: GeneratedJournal, referenceYear: number): GeneratedPage[] {
  return [
    guidelinesPage(journal),
    editorsInstructionsPage(journal),
    conferenceOrganisersInstructionsPage(journal),
    reviewersInstructionsPage(journal),
    exhibitionPage(journal),
    anniversaryPage(journal, referenceYear),
  ];
}

/** The publication guidelines: ethics, data, peer review, corrections and appeals. */
function guidelinesPage(journal: GeneratedJournal): GeneratedPage {
  return {
    part: 'guidelines',
    title: 'Publication Guidelines',
    html:
      p(`${journal.name} follows the publisher's editorial and ethics policies. These guidelines say what authors, reviewers and editors of the journal can expect and what is expected of them.`) +
      h2('Research and publication ethics') +
      list('ul', [
        'Research with humans or animals needs the approval of an ethics committee, named in the manuscript with its reference number.',
        'Every author must have contributed to the work and agreed to its submission; contributions are stated in the CRediT taxonomy.',
        'Conflicts of interest and funding are declared in the manuscript.',
        'Plagiarism, duplicate publication and image manipulation lead to rejection or, after publication, to a retraction notice.',
      ]) +
      h2('Data and code') +
      p('Data sets and code that support the results are deposited in a public repository and cited with their persistent identifier. Where data cannot be shared, the manuscript says why and how they can be obtained.') +
      h2('Peer review') +
      p(`${journal.name} uses single-blind peer review: each manuscript is read by at least two independent experts. The median time to a first decision is ${journal.firstDecisionDays} days. Authors may choose to publish the review reports with their article.`) +
      h2('Corrections and appeals') +
      p(`Authors who disagree with a decision may appeal to the editorial office (${journal.officeEmail}) within 30 days. Errors found after publication are corrected in a correction notice linked to the article.`),
  };
}

/** Instructions for academic editors: handling a manuscript, independence, sections and special issues. */
function editorsInstructionsPage(journal: GeneratedJournal): GeneratedPage {
  const fields = journal.sections.map((section) => section.name.toLowerCase());
  return {
    part: 'instructions_editors',
    title: 'Instructions for Editors',
    html:
      p(`Academic editors of ${journal.name} decide on manuscripts in their field with the support of the editorial office. This page summarises their role.`) +
      h2('Handling a manuscript') +
      list('ol', [
        'The editorial office checks the manuscript for scope, completeness and ethics, then invites an academic editor.',
        'The academic editor accepts or declines the invitation within three days and declares any conflict of interest.',
        'The editor suggests reviewers or asks the office to invite them; at least two reports are needed for a decision.',
        'Once the reports are in, the editor recommends acceptance, revision or rejection, with reasons the authors can act on.',
        'Revised manuscripts return to the same editor, who decides whether another round of review is needed.',
      ]) +
      h2('Editorial independence') +
      p(`Decisions are made on scientific grounds alone. Editors do not handle manuscripts from their own institution or from recent co-authors, and the Editor-in-Chief decides on papers by board members through another editor.`) +
      h2('Special issues and sections') +
      p(`Section editors look after ${listOf(fields.slice(0, 4))}${fields.length > 4 ? ' and the journal\'s other sections' : ''}. Editors may propose a special issue and act as its guest editor; the office provides a welcome pack and invites authors on their behalf.`),
  };
}

/** Instructions for conference organisers: what the journal offers and how to propose a collaboration. */
function conferenceOrganisersInstructionsPage(journal: GeneratedJournal): GeneratedPage {
  return {
    part: 'instructions_conference_organizers',
    title: 'Instructions for Conference Organisers',
    html:
      p(`${journal.name} works with organisers of conferences in its scope to publish the best papers presented, and to support the meeting itself.`) +
      h2('What the journal offers') +
      list('ul', [
        'A special issue for selected full papers, peer-reviewed to the journal\'s standards, with the organisers as guest editors.',
        'Waivers or discounts of the article processing charge for a number of invited papers.',
        'Best paper and best poster awards sponsored by the journal, with a certificate and a prize.',
        'Announcements of the conference on the journal\'s news and events pages and in its newsletter.',
      ]) +
      h2('How to propose a collaboration') +
      p(`Write to the editorial office (${journal.officeEmail}) at least six months before the conference with its name, dates, place, expected number of participants and the topics of its sessions. The office replies within two weeks.`) +
      p('Conference proceedings (extended abstracts) are published in the publisher\'s proceedings series; see the proceedings proposal page.'),
  };
}

/** Instructions for reviewers: before accepting, writing the report, recognition. */
function reviewersInstructionsPage(journal: GeneratedJournal): GeneratedPage {
  return {
    part: 'instructions_reviewers',
    title: 'Instructions for Reviewers',
    html:
      p(`Reviewers are at the heart of ${journal.name}'s peer review. Thank you for giving your time and expertise.`) +
      h2('Before you accept') +
      list('ul', [
        'Accept only manuscripts in your field that you can review within the time asked (usually ten days).',
        'Decline if you have a conflict of interest: a recent collaboration, the same institution, or a competing interest.',
        'Keep the manuscript confidential and do not use its content before it is published.',
      ]) +
      h2('Writing the report') +
      list('ol', [
        'Summarise the manuscript and its main claims in a few sentences.',
        'Say whether the methods are sound and the conclusions follow from the results.',
        'List major and minor points separately, each with a suggestion the authors can act on.',
        'Recommend acceptance, minor or major revision, or rejection, with your reasons for the editor.',
      ]) +
      h2('Recognition') +
      p(`Reviewers receive a certificate and a discount voucher for the article processing charge of a later paper. Each year the journal thanks its most helpful reviewers with the Outstanding Reviewer Award.`),
  };
}

/** The exhibitions page: meeting the editorial team at the journal's stand. */
function exhibitionPage(journal: GeneratedJournal): GeneratedPage {
  return {
    part: 'exhibition',
    title: 'Exhibitions',
    html:
      p(`Meet the editorial team of ${journal.name} at the conferences below. At the journal's stand you can talk to an editor about a manuscript or a special issue proposal, ask about the article processing charge and its discounts, and pick up a printed copy of recent articles.`) +
      p(`To arrange a meeting at a conference, write to ${journal.officeEmail} a week before it starts.`),
  };
}

/** The page of the journal's next round anniversary: its milestones and how it is celebrated. */
function anniversaryPage(journal: GeneratedJournal, referenceYear: number): GeneratedPage {
  const anniversary = nextAnniversary(journal.yearFounded, referenceYear);
  return {
    part: 'anniversary',
    title: `${journal.name}: ${ordinal(anniversary.years)} Anniversary`,
    html:
      p(`${journal.name} published its first issue in ${journal.yearFounded}. In ${anniversary.year} the journal celebrates its ${ordinal(anniversary.years)} anniversary, and thanks its authors, reviewers, editors and readers.`) +
      h2('Milestones') +
      list('ul', [
        `${journal.yearFounded}: the first issue appears, open access from the first article.`,
        `${journal.yearFounded + 3}: indexed in ${journal.indexing[0] ?? 'Scopus'}.`,
        ...(journal.impactFactor !== null ? [`${Math.min(referenceYear - 1, journal.yearFounded + 5)}: the first Impact Factor.`] : []),
        `${Math.min(referenceYear - 1, journal.yearFounded + 8)}: the journal is organised in sections (${journal.sections.length} today).`,
        `${referenceYear}: ${journal.publicationFrequency} publication, a first decision after ${journal.firstDecisionDays} days on average.`,
      ]) +
      h2(`Celebrating in ${anniversary.year}`) +
      list('ul', [
        `An anniversary special issue with invited reviews from the editorial board.`,
        `A 20% discount on the article processing charge for papers submitted during ${anniversary.year}.`,
        `An online symposium with talks by the journal's most cited authors.`,
      ]),
  };
}


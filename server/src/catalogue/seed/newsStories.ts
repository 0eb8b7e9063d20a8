// The news a generated journal or the publisher tells: each story from its own facts and its date
// (the year's Impact Factor, the award winners, the new board members by name, the section launched,
// the call for papers), written as a summary and a body of several paragraphs that says more than the
// summary. Titles carry what makes the story that journal's and that year's, so none repeats.
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { has, listOf } from './english.ts';
import { escapeHtml } from '../jats/jats.ts';
import { generatePerson, titleCase } from './journalContent.ts';
import type { Random } from './random.ts';
import { vocabulary } from './vocabulary.ts';
import { themeOf } from './vocabularyThemes.ts';

export interface Story {
  category: string;
  title: string;
  summary: string;
  html: string;
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const person = (random: Random) => {
  const someone = generatePerson(random, random.pick(['Prof. Dr. ', 'Dr. ', 'Prof. ']));
  return { ...someone, line: `${someone.name} (${someone.affiliation}, ${someone.country})` };
};

type JournalStory = (random: Random, journal: GeneratedJournal, date: Date, referenceYear: number) => Story | null;

const journalStories: JournalStory[] = [
  (random, journal, date, referenceYear) => {
    if (journal.impactFactor === null || date.getUTCMonth() < 5) return null;
    const year = date.getUTCFullYear();
    // This year's Journal Citation Reports give the figure the journal shows; an earlier year's, one near it.
    const earlier = Math.max(0.8, journal.impactFactor * (0.75 + random.next() * 0.3));
    const value = year >= referenceYear ? journal.impactFactor : earlier;
    const summary = `The ${year} Journal Citation Reports give ${journal.name} an Impact Factor of ${value.toFixed(1)} and a five-year Impact Factor of ${(value * 1.12).toFixed(1)}.`;
    return {
      category: 'Impact Factor',
      title: `${journal.name} Receives an Impact Factor of ${value.toFixed(1)} for ${year - 1}`,
      summary,
      html:
        p(summary) +
        p(`The Impact Factor counts the citations received in ${year - 1} by the articles ${journal.name} published in the two years before. The journal ranks in the ${random.pick(['first', 'second'])} quartile of its category.`) +
        p(`“We thank our authors, reviewers and editors, whose work this figure reflects,” says ${journal.editorsInChief[0]?.name ?? 'the Editor-in-Chief'}, Editor-in-Chief. Citation counts are one measure among several; the journal also reports downloads, reviews and its median times to decision on its statistics page.`),
    };
  },
  (random, journal, date) => {
    const year = date.getUTCFullYear() - (date.getUTCMonth() < 3 ? 1 : 0);
    const winners = Array.from({ length: random.int(2, 3) }, () => person(random));
    const summary = `The Award Committee of ${journal.name} has chosen ${winners.length} papers for its ${year} Best Paper Award.`;
    return {
      category: 'Awards',
      title: `${journal.name}: Winners of the ${year} Best Paper Award`,
      summary,
      html:
        p(summary) +
        `<ul>${winners.map((winner) => `<li>${escapeHtml(winner.line)}</li>`).join('')}</ul>` +
        p(`The committee read the ${random.int(12, 40)} most cited and most downloaded papers of the two previous years and judged them on originality, rigour and the use others have made of them. Each winner receives a certificate and a prize, and is invited to write a short perspective for the journal.`),
    };
  },
  (random, journal, date) => {
    const section = random.pick(journal.sections);
    const chief = person(random);
    const summary = `${journal.name} opens a section on ${section.name.toLowerCase()}, led by ${chief.name} as Section Editor-in-Chief.`;
    return {
      category: 'Journal News',
      title: `${journal.name} Launches a Section on ${section.name}`,
      summary,
      html:
        p(summary) +
        p(`${chief.name} (${chief.affiliation}, ${chief.country}) joins the editorial board from ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}. The section takes research articles, reviews and short communications, handled by its own editors and reviewers.`) +
        p(`Manuscripts can be submitted now; authors choose the section when they submit. Questions go to the editorial office at ${journal.officeEmail}.`),
    };
  },
  (random, journal, date) => {
    const members = Array.from({ length: random.int(3, 6) }, () => person(random));
    const topics = random.sample(vocabulary[journal.subjects[0] as SubjectSlug].topics, 2);
    const when = `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
    const summary = `${members.length} researchers join the editorial board of ${journal.name} in ${when}, adding expertise in ${listOf(topics)}.`;
    return {
      category: 'Editorial Board',
      title: `${journal.name} Welcomes ${members.length} New Editorial Board Members (${when})`,
      summary,
      html: p(summary) + `<ul>${members.map((member) => `<li>${escapeHtml(member.line)}</li>`).join('')}</ul>` + p('Board members handle manuscripts in their field, advise on special issues and review for the journal. We thank them for joining us.'),
    };
  },
  (random, journal, date) => {
    const subject = journal.subjects[0] as SubjectSlug;
    const topic = random.pick(vocabulary[subject].topics);
    const theme = themeOf(subject, topic);
    const deadline = new Date(date.getTime() + random.int(150, 300) * 86_400_000);
    const summary = `${journal.name} invites papers on ${topic} for a special issue closing on ${deadline.getUTCDate()} ${months[deadline.getUTCMonth()]} ${deadline.getUTCFullYear()}.`;
    return {
      category: 'Call for Papers',
      title: `Call for Papers: ${titleCase(topic)} in ${titleCase(random.pick(theme.settings))} (${journal.name})`,
      summary,
      html:
        p(summary) +
        p(`${topic.charAt(0).toUpperCase()}${topic.slice(1)} ${has(topic)} become one of the most active areas of ${theme.field}. The special issue welcomes original research and reviews, in particular on ${listOf(random.sample(theme.topics.filter((t) => t !== topic), 2).concat(random.sample(theme.outcomes, 1)))}.`) +
        p('Papers are published as soon as they are accepted and collected on the special issue page. The article processing charge is waived for invited reviews.'),
    };
  },
  (random, journal, date) => {
    const year = date.getUTCFullYear() - 1;
    const days = Math.max(8, journal.firstDecisionDays + random.int(-4, 4));
    const summary = `Manuscripts submitted to ${journal.name} in ${year} received a first decision after a median of ${days} days and were published a median of ${journal.acceptanceToPublicationDays} days after acceptance.`;
    return {
      category: 'Peer Review',
      title: `${journal.name} in ${year}: a First Decision in ${days} Days`,
      summary,
      html:
        p(summary) +
        p(`The journal received ${random.int(3, 40) * 50} submissions in ${year} and accepted ${Math.round(journal.acceptanceRate * 100)}% of them. Reviewers from ${random.int(30, 90)} countries wrote ${random.int(8, 60) * 50} reports.`) +
        p('We publish these figures every year on the journal\'s statistics page, with the share of manuscripts rejected before review and the median time to acceptance.'),
    };
  },
  (random, journal, date) => {
    const year = date.getUTCFullYear() - (date.getUTCMonth() < 2 ? 1 : 0);
    const count = random.int(4, 12) * 10;
    const summary = `${journal.name} thanks the ${count} reviewers who reported on more than two manuscripts in ${year - 1}.`;
    return {
      category: 'Peer Review',
      title: `${journal.name} Thanks Its ${year - 1} Reviewers`,
      summary,
      html: p(summary) + p('Peer review depends on researchers giving their time. Every reviewer receives a certificate and a discount voucher; the most helpful are nominated for the Outstanding Reviewer Award.') + p(`The full list of reviewers is published in the journal's ${months[random.int(0, 2)]} issue.`),
    };
  },
  (random, journal) => {
    const editor = journal.editorsInChief[0];
    if (!editor) return null;
    const topic = random.pick(vocabulary[journal.subjects[0] as SubjectSlug].topics);
    const summary = `${editor.name}, Editor-in-Chief of ${journal.name}, talks about ${topic}, open peer review and what makes a paper stand out.`;
    return {
      category: 'Interviews',
      title: `Meet the Editor: ${editor.name} on ${titleCase(topic)}`,
      summary,
      html:
        p(summary) +
        `<h2>What brought you to ${escapeHtml(topic)}?</h2>` +
        p(`“I started working on ${topic} as a doctoral student, when the field had few good data sets. What keeps me here is how quickly the questions have changed.”`) +
        `<h2>What do you look for in a submission?</h2>` +
        p('“A clear question, methods described well enough to be repeated, and data that others can use. Length matters less than clarity.”'),
    };
  },
];

/**
 * A story of the journal dated `date`, or null when the draw does not suit it (an Impact Factor in
 * January). `referenceYear`: the catalogue's year, whose figures the journal shows.
 */
export function journalStory(random: Random, journal: GeneratedJournal, date: Date, referenceYear: number, kind = random.int(0, journalStories.length - 1)): Story | null {
  return (journalStories[kind % journalStories.length] as JournalStory)(random, journal, date, referenceYear);
}

export const journalStoryKinds = journalStories.length;

const publisherStories: ((year: number) => Story)[] = [
  (year) => ({
    category: 'Open Access',
    title: `Open Access Week ${year}: ${['Open Science and Reproducibility', 'Sharing Data Responsibly', 'Equity in Scholarly Publishing', 'Community over Commercialisation'][year % 4]}`,
    summary: `Our journals join Open Access Week ${year} with webinars, discounts and interviews with editors and authors.`,
    html: p(`Open Access Week ${year} runs in the last full week of October.`) + p('Each day brings a webinar on an open science practice, from preregistration to data citation; recordings stay online.') + p('Authors who submit during the week receive a 15% discount on the article processing charge.'),
  }),
  (year) => ({
    category: 'Announcements',
    title: `New Institutional Open Access Agreements in ${year}`,
    summary: `Authors at ${20 + (year % 7) * 6} more institutions can publish without paying the article processing charge themselves.`,
    html: p(`In ${year} the publisher signed agreements with ${20 + (year % 7) * 6} universities and research institutes.`) + p('Corresponding authors affiliated with a member institution are identified at submission; the charge is invoiced to the institution.') + p('Librarians can find the terms of each agreement on the institutional open access programme page.'),
  }),
  (year) => ({
    category: 'Announcements',
    title: `Annual Report ${year - 1} Published`,
    summary: `Our annual report for ${year - 1} gives the numbers of submissions, published articles, reviewers and editors, and our finances.`,
    html:
      p(`The annual report for ${year - 1} is available on the about pages.`) +
      p('It reports the median times to first decision and publication for every journal, the geographical spread of authors and reviewers, and how the article processing charges were spent.') +
      p('This year’s report also describes the journals launched and the sections opened during the year, and the work of the research integrity team.'),
  }),
  (year) => ({
    category: 'Policy',
    title: `Updated Policy on Research Data (${year})`,
    summary: 'From now on, every research article states where the data behind it can be found.',
    html: p('Every research article now includes a data availability statement.') + p('Authors deposit data in a suitable public repository and cite it with its persistent identifier; where data cannot be shared, the statement says why and how they can be requested.') + p('The policy applies to manuscripts submitted from the first of next month.'),
  }),
  (year) => ({
    category: 'Announcements',
    title: `Travel Grants for Early-Career Researchers, ${year} Round`,
    summary: `PhD students and postdocs can apply for up to CHF 800 towards attending a conference in ${year}.`,
    html:
      p(`The ${year} round funds up to ${40 + (year % 5) * 10} grants for PhD students and postdoctoral researchers presenting a paper or poster at an international conference.`) +
      p('Applicants send a short description of their contribution, a budget and a letter from their supervisor; decisions are made within four weeks, and grants are paid after the conference.') +
      p('Preference is given to applicants from institutions with little travel funding and to those presenting for the first time.'),
  }),
];

/** The publisher's own news for a year: one story of each kind, in turn. */
export function publisherStory(year: number, index: number): Story {
  return (publisherStories[index % publisherStories.length] as (year: number) => Story)(year);
}

export const publisherStoryKinds = publisherStories.length;

// A complete, valid sending of each proposal and contact form, as a reader would type it (the
// server-render test and the end-to-end spec post these).
const you = { name: 'Ann Example', email: 'ann@example.org' };
const researcher = { ...you, affiliation: 'University of Basel' };
const nextYear = `${new Date().getUTCFullYear() + 1}`;

const proposals: Readonly<Record<string, Record<string, string | string[]>>> = {
  'society-contact': { society: 'Swiss Society for Cell Biology', country: 'Switzerland', message: 'We would like to hear about partnerships.', ...you, role: 'Secretary' },
  'society-affiliation': {
    society: 'Swiss Society for Cell Biology',
    societyUrl: 'https://sscb.example.org',
    country: 'Switzerland',
    members: '1200',
    journal: 'Cells and Development',
    plans: 'Member discounts and two board seats.',
    ...you,
  },
  'society-new-journal': {
    society: 'Swiss Society for Cell Biology',
    societyUrl: 'https://sscb.example.org',
    journalTitle: 'Cell Mechanics',
    scope: 'Mechanobiology of cells and tissues.',
    articlesPerYear: '80',
    editor: 'Prof. Bo Example, ETH Zurich',
    ...you,
  },
  'society-journal-transfer': {
    journalTitle: 'Swiss Cell Letters',
    issn: '1234-567X',
    journalUrl: 'https://letters.example.org',
    owner: 'Swiss Society for Cell Biology',
    publisher: 'Old Press Ltd',
    articlesPerYear: '60',
    timeline: 'From next January, to become open access.',
    ...you,
  },
  'ioap-application': {
    institution: 'University of Basel',
    institutionType: 'university',
    country: 'Switzerland',
    institutionUrl: 'https://www.unibas.example.org',
    articlesPerYear: '150',
    paymentModel: 'invoice',
    name: 'Ann Example',
    role: 'Head of open access',
    email: 'ann@example.org',
  },
  'ioap-recommendation': { ...you, institution: 'University of Basel', librarian: 'Carl Library', librarianEmail: 'carl@example.org' },
  'journal-proposal': {
    journalTitle: 'Quantum Biology Letters',
    subject: 'physical-sciences',
    scope: 'Quantum effects in living systems.',
    rationale: 'No open access journal covers the field.',
    editor: 'Prof. Bo Example, ETH Zurich, bo@example.org',
    articlesPerYear: '40',
    ...researcher,
  },
  'proceedings-proposal': {
    conference: 'Basel Cell Days',
    acronym: 'BCD',
    startDate: `${nextYear}-05-14`,
    endDate: `${nextYear}-05-16`,
    place: 'Basel, Switzerland',
    conferenceUrl: 'https://bcd.example.org',
    papers: '60',
    paperType: 'full-papers',
    editors: 'Ann Example, University of Basel',
    review: 'Two reviews per paper by the programme committee.',
    ...researcher,
  },
  'special-issue-proposal': {
    journal: 'cells',
    issueTitle: 'Mechanobiology of Development',
    summary: 'How forces shape embryos.',
    keywords: 'mechanobiology; development; morphogenesis',
    guestEditors: 'Ann Example, University of Basel, ann@example.org',
    deadline: `${nextYear}-09-30`,
    ...researcher,
  },
  'topic-proposal': {
    topicTitle: 'Digital Twins in Medicine and Engineering',
    subject: 'engineering',
    journals: ['cells', 'genes'],
    summary: 'Digital twins across disciplines.',
    keywords: 'digital twin; simulation',
    topicEditors: 'Ann Example, University of Basel, ann@example.org',
    deadline: `${nextYear}-12-31`,
    ...researcher,
  },
};

export function validProposal(formId: string): Record<string, string | string[]> {
  const fields = proposals[formId];
  if (!fields) throw new Error(`No valid sending written for ${formId}`);
  return fields;
}

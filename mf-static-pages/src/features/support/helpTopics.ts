// The help centre's topics (/support): what readers and authors most often ask, and where the answer is.
export interface HelpTopic {
  title: string;
  description: string;
  to: string;
  action: string;
}

export const helpTopics: readonly HelpTopic[] = [
  { title: 'Submitting a manuscript', description: 'Choosing a journal, preparing your files, article types and what happens after you submit.', to: '/authors', action: 'Information for authors' },
  { title: 'Article processing charges', description: 'What publishing costs in each journal, discounts and waivers, and how to pay an invoice.', to: '/apc', action: 'Processing charges' },
  { title: 'Peer review', description: 'How manuscripts are reviewed and decided, and what we ask of reviewers.', to: '/editorial_process', action: 'The editorial process' },
  { title: 'Open access and licences', description: 'How you may read, share and reuse what we publish, and what authors keep.', to: '/openaccess', action: 'Open access policy' },
  { title: 'Email alerts', description: 'New articles of the journals and topics you follow, by email; change or stop them at any time.', to: '/subscribe', action: 'Subscribe to alerts' },
  { title: 'Conferences and events', description: 'Tell us about a conference or event in your field for our calendar.', to: '/events/add', action: 'Propose an event' },
  { title: 'Finding a journal', description: 'Match your manuscript’s title and abstract with the journals that publish work like it.', to: '/about/journalfinder', action: 'Journal finder' },
  { title: 'Research integrity', description: 'Ethics, corrections, retractions and how to raise a concern about a publication.', to: '/ethics', action: 'Publication ethics' },
];

// The event proposal form (spec 2.1 /events/add): a conference or event for the site's calendar.
import * as z from 'zod/mini';
import { calendarDate, defineForm, emailAddress, optionalText, requiredText, webAddress } from './formKit.ts';

export const eventProposalForm = defineForm({
  id: 'event-proposal',
  title: 'Event proposal',
  referencePrefix: 'EV',
  emailField: 'email',
  summaryField: 'title',
  labels: {
    title: 'Name of the event',
    startDate: 'First day',
    endDate: 'Last day',
    place: 'Place (city and country, or "Online")',
    url: 'Web address of the event',
    description: 'What the event is about (optional)',
    name: 'Your name',
    email: 'Your email address',
    organisation: 'Your organisation (optional)',
  },
  schema: z
    .object({
      title: requiredText('the name of the event', 300),
      startDate: calendarDate('the first day'),
      endDate: calendarDate('the last day'),
      place: requiredText('where it takes place (a city and country, or "Online")', 200),
      url: webAddress('the event’s web address'),
      description: optionalText('the description', 5000),
      name: requiredText('your name', 200),
      email: emailAddress(),
      organisation: optionalText('your organisation', 300),
    })
    .check(
      z.refine((event) => event.endDate >= event.startDate, {
        error: 'The last day cannot be before the first day.',
        path: ['endDate'],
      }),
    ),
});

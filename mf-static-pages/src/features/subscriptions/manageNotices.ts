// What the manage page says after each change, for its route module and its page.
/** What the page says on arrival: after confirming from the mail, after one journal's link, after saving. */
export const manageNotices = {
  confirmed: 'Your subscription is confirmed. These are the alerts you receive.',
  subscribed: 'Done: you now receive that journal’s table of contents.',
  unsubscribed: 'Done: you no longer receive that journal’s table of contents.',
  saved: 'Your choices are saved.',
} as const;

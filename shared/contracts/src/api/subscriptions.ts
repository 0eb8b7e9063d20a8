// The subscriptions API (spec 2.1, 7.6): table-of-contents alerts of journals and topics,
// double opt-in, and signed links in every mail (no account needed, and nobody can read or change
// another reader's subscriptions by editing a URL: each link carries an HMAC key of its address).
//
//   POST /api/subscriptions                        form { email, journals[], topics[] } -> 202 SubscribeAnswer (a verification mail is queued)
//   POST /api/subscriptions/verify                 { hash } -> SubscriptionState (the request of that link confirmed; signed, no token needed)
//   GET  /api/subscriptions/manage?email=&key=     -> SubscriptionState
//   POST /api/subscriptions/manage                 form { email, key, journals[], topics[] } -> SubscriptionState
//   POST /api/subscriptions/journal                form { email, key, nameSystem } -> SubscriptionState (subscribe from a mailed link)
//   POST /api/subscriptions/journal/unsubscribe    form { email, key, nameSystem } -> SubscriptionState
//   POST /api/subscriptions/one-click?e=&k=        RFC 8058 one-click unsubscribe from every alert (from the mail provider)
//   GET  /api/subscriptions/choices                -> SubscriptionChoices (what a reader can subscribe to)
//   POST /api/subscriptions/manage-link            form { email } -> 202 ManageLinkAnswer (a new manage link is mailed if the address subscribes; every earlier link stops working)
// Keys: `emailBase64` / `encodedEmail` in page URLs are base64url of the address.

export interface SubscribeAnswer {
  /** Always the same, whether or not the address was known: nobody learns who subscribes. */
  status: 'verification-sent';
  email: string;
}

/** Always the same, whether or not the address subscribes: the page says one thing either way. */
export interface ManageLinkAnswer {
  status: 'link-sent';
}

export interface SubscribedJournal {
  nameSystem: string;
  name: string;
}

export interface SubscribedTopic {
  identifier: string;
  name: string;
}

export interface SubscriptionState {
  email: string;
  verified: boolean;
  journals: SubscribedJournal[];
  topics: SubscribedTopic[];
  /** The signed address of this reader's manage page (/unsub/managesubscriptions?...). */
  managePath: string;
}

export interface SubscriptionChoices {
  journals: SubscribedJournal[];
  /** Topics open for submission, newest deadline last. */
  topics: SubscribedTopic[];
}

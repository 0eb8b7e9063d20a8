// GET /api/profile: what the signed-in reader's profile page shows. Types only.

export interface ProfileSubmission {
  reference: string;
  /** The form's name, as the editorial office calls it ("Journal proposal"). */
  form: string;
  receivedAt: string;
  /** The start of what names it (a proposal's title, a message), at most 120 characters. */
  summary: string;
}

export interface ReaderProfile {
  name: string | null;
  email: string | null;
  /** Only a confirmed address shows its subscriptions and submissions: anyone may register any address. */
  emailVerified: boolean;
  /** null without a confirmed address. */
  subscriptions: {
    journals: { nameSystem: string; name: string }[];
    topics: { identifier: string; name: string }[];
    /** The signed manage page of this address (/unsub/managesubscriptions?email=…&key=…). */
    managePath: string;
  } | null;
  /** What the reader sent with this address through the site's forms, newest first (at most 50). */
  submissions: ProfileSubmission[];
}

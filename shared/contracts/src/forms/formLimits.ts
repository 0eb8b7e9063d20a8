// The constants of forms that plain components need too (no zod here: the UI kit imports this).

/** Spec 5: inputs other than numbers have a minimum length of 0 and a maximum length of 524288. */
export const inputLengthLimits = { minLength: 0, maxLength: 524288 } as const;

/** The hidden field with the page's CSRF token; scripts send it as the `x-csrf-token` header. */
export const csrfField = '_csrf';
export const csrfHeader = 'x-csrf-token';

/**
 * The honeypot: a text field people never see or reach (off screen, out of the tab order, labelled
 * "Leave this field empty" for a screen reader that finds it anyway). Form-filling robots fill it in.
 */
export const honeypotField = 'website';

/** The longest email address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;

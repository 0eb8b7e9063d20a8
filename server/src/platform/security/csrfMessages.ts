// What a reader is told when a form's CSRF token is refused (its likely story: a page left open a long
// time, or cookies cleared), apart from csrf.ts so the error handler can say it without loading the plugin.
export const csrfRefusedMessage = 'This form has expired (or your browser did not send its security cookie). Please send it again.';

// Error page messages by status (spec section 8).
export const errorMessages: Readonly<Record<number, string>> = {
  500: "Something went wrong on our end. We're working to fix the issue. Please try refreshing the page or come back later.",
  404: 'The page you are looking for may have been moved or deleted. Please start a new search or visit the homepage below.',
  403: "You don't have permission to access this page",
  401: 'You need to log in to access this page',
  429: 'You have made many requests in the last minutes. Please wait a minute and try again.',
  503: 'The site is very busy at the moment. Please try again in a few seconds.',
};

export const defaultErrorStatus = 500;

/** 502 is shown as 404; anything without a message of its own falls back to the 500 message. */
export function displayedStatus(statusCode: number | undefined): number {
  if (statusCode === 502) return 404;
  return statusCode && statusCode >= 400 ? statusCode : defaultErrorStatus;
}

export function errorMessageFor(statusCode: number): string {
  return errorMessages[statusCode] ?? errorMessages[defaultErrorStatus]!;
}

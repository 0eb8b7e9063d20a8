import { displayedStatus, errorMessageFor } from './errorMessages.ts';

test('502 is shown as 404 and the default status is 500', () => {
  expect(displayedStatus(502)).toBe(404);
  expect(displayedStatus(undefined)).toBe(500);
  expect(displayedStatus(403)).toBe(403);
});

test('messages by status are the spec text', () => {
  expect(errorMessageFor(404)).toBe('The page you are looking for may have been moved or deleted. Please start a new search or visit the homepage below.');
  expect(errorMessageFor(401)).toBe('You need to log in to access this page');
  expect(errorMessageFor(403)).toBe("You don't have permission to access this page");
  expect(errorMessageFor(418)).toBe(errorMessageFor(500));
  expect(errorMessageFor(429)).toMatch(/^You have made many requests in the last minutes\. Please wait a minute/);
});

// A search the reader wrote wrongly (answered 400), told apart from the store's own failures.
export class SearchInputError extends Error {
  readonly statusCode = 400;
}

// The body of every API error (architecture contract 4).

/** Every API error body (architecture contract 4). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  data?: unknown;
}

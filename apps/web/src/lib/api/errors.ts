/** Why a call failed; every failure the client can meet has a kind. */
export type ApiErrorKind =
  | 'offline' // navigator.onLine was false: nothing was sent
  | 'noHost' // the API host was not known after the 20 × 500 ms wait
  | 'transport' // fetch threw or the reply was not JSON
  | 'status' // the envelope carried a non-zero status
  | 'sessionInvalid' // status 405: the stored session has been cleared
  | 'badReply'; // status 0 but data did not match the contract

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/** The part of an RTK Query hook's result the screens read. */
interface QueryResult<T> {
  currentData?: T | undefined;
  /** The last answer that arrived, whatever was asked since. */
  data?: T | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Data a screen asked the server for, as every screen shows it: the one type for "loading, loaded,
 * failed" on the desk (ADR 046). The screen words `error` with its feature's message function.
 */
export interface RemoteData<T> {
  /** The answer for what the screen asks now; kept while it is asked again, so nothing flashes. */
  data: T | undefined;
  /** Why the latest answer failed (the client's ApiError or NoResponseError); cleared when asked again. */
  error: unknown;
  loading: boolean;
  /** Asks again, after a failure say. */
  retry: () => void;
}

interface RemoteDataOptions {
  /** Keep the last answer on screen when asking again fails (a list staff act on). */
  keepOnFailure?: boolean;
}

/** A query's state as the screens show it: an answer, a loader, or a failure. */
export function remoteData<T>(query: QueryResult<T>, { keepOnFailure = false }: RemoteDataOptions = {}): RemoteData<T> {
  const { currentData, data, error, isError, isFetching, refetch } = query;
  return {
    data: isError ? (keepOnFailure ? data : undefined) : currentData,
    error: isError ? error : undefined,
    loading: isFetching,
    retry: () => void refetch(),
  };
}

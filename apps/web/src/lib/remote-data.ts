/** The part of an RTK Query hook's result the screens read. */
interface QueryResult<T> {
  currentData?: T | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
}

export interface RemoteData<T> {
  /** The answer for what the screen asks now; kept while it is asked again, so nothing flashes. */
  data: T | undefined;
  /** Why the latest answer failed (the client's ApiError or NoResponseError); cleared when asked again. */
  error: unknown;
  loading: boolean;
}

/** A query's state as the screens show it: an answer, a loader, or a failure. */
export function remoteData<T>({ currentData, error, isError, isFetching }: QueryResult<T>): RemoteData<T> {
  return {
    data: isError ? undefined : currentData,
    error: isError ? error : undefined,
    loading: isFetching,
  };
}

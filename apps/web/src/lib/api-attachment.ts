import type { Middleware, Reducer } from '@reduxjs/toolkit';

/** What the store needs of an RTK Query api to serve it: its state's place, its reducer, its middleware. */
export interface AttachableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

let attach: ((api: AttachableApi) => void) | null = null;
const waiting: AttachableApi[] = [];

/**
 * Called by lib/api.ts when its module loads: only the desk's code imports it, so the public
 * pages never download RTK Query. The store (app/store.ts) attaches it as soon as it can.
 */
export function announceApi(api: AttachableApi): void {
  if (attach) attach(api);
  else waiting.push(api);
}

/** The store's side: how to add an api's reducer and middleware, now and for any announced later. */
export function attachApisWith(attachToStore: (api: AttachableApi) => void): void {
  attach = attachToStore;
  for (const api of waiting.splice(0)) attachToStore(api);
}

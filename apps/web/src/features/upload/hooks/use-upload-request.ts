import type { UploadRequest } from '@visadesk/contract';
import { useCallback, useEffect, useState } from 'react';
import { failureMessageId, getUploadRequest } from '../api/get-upload-request';
import { PAGE_MESSAGE_IDS as ID } from '../api/page-message-ids';
import type { UploadRules } from '../upload-rules';

interface RequestState {
  request?: UploadRequest;
  /** The id of the message saying why the page cannot go on. */
  failure?: string;
}

/**
 * What the link asks for, asked once when the page opens and again after each file arrives (the
 * server says which are sent). A refresh that fails keeps what is on screen: the files are sent.
 */
export function useUploadRequest(token: string, rules: UploadRules) {
  const [state, setState] = useState<RequestState>({});
  // Each one the same from render to render (the contract's own), unlike the object around them.
  const { tokenPattern, itemStates } = rules;
  const load = useCallback(
    async (signal?: AbortSignal) => {
      // The server leaves the token out of the page when it is no token at all.
      if (!new RegExp(tokenPattern).test(token)) {
        setState({ failure: ID.linkInvalid });
        return;
      }
      try {
        const request = await getUploadRequest(token, itemStates, signal);
        setState({ request });
      } catch (error) {
        if (signal?.aborted) return;
        setState((before) => (before.request ? before : { failure: failureMessageId(error) }));
      }
    },
    [token, tokenPattern, itemStates],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const refresh = useCallback(() => void load(), [load]);
  return { ...state, refresh };
}

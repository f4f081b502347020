import { UPLOAD_ACCEPT, UPLOAD_ITEM_STATES, UPLOAD_METADATA, UPLOAD_TOKEN_PATTERN } from '@visadesk/contract';

/**
 * The contract's rules the upload page follows, written into the page beside its words at build
 * time. The island never imports them: their module builds the requests' Zod schemas when loaded,
 * which would more than double the page's script (and a phone's wait for it).
 */
export interface UploadRules {
  /** The file types a document may have (the file input's `accept`). */
  accept: string;
  /** The tus metadata keys. */
  metadata: typeof UPLOAD_METADATA;
  /** The states an asked document may be in, as the server answers them. */
  itemStates: readonly string[];
  /** A link's token, as a RegExp source. */
  tokenPattern: string;
}

export const uploadRules = (): UploadRules => ({
  accept: UPLOAD_ACCEPT,
  metadata: UPLOAD_METADATA,
  itemStates: UPLOAD_ITEM_STATES,
  tokenPattern: UPLOAD_TOKEN_PATTERN.source,
});

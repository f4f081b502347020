import type { ApplicantCopy } from '@visadesk/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ApplicantCopySheet } from '../components/applicant-copy-sheet';
import { KeepOnPhone } from './keep-on-phone';
import type { KeptCopy } from './kept-copies';
import type { KeepWords } from './keep-words';

/**
 * The copies kept on this phone, shown when this tab holds none (a new tab, the network cut): said
 * so, each whole with its photo and QR code, and "Remove from this phone". Once removed, `fallback`.
 */
export function KeptCopyView({ words, copies, kept, fallback }: { words: KeepWords; copies: readonly ApplicantCopy[]; kept?: readonly KeptCopy[]; fallback: React.ReactNode }) {
  const [removed, setRemoved] = useState(false);
  if (removed) {
    return (
      <>
        <p role="status">{words.removed}</p>
        {fallback}
      </>
    );
  }
  return (
    <>
      <Alert tone="info">{words.fromPhone}</Alert>
      <KeepOnPhone words={words} copies={copies} kept={kept} onRemoved={() => setRemoved(true)} />
      {copies.map((application, index) => (
        <ApplicantCopySheet key={index} application={application} />
      ))}
    </>
  );
}

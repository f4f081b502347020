import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

const TONE_CLASS: Record<Tone, string> = {
  error: 'alert-danger',
  success: 'alert-success',
  info: 'alert-info',
  warning: 'alert-warning',
};

/** A screen's message after something it did: what happened, or why it did not. */
export interface Notice {
  tone: 'error' | 'success';
  text: string;
}

interface AlertProps {
  tone: Tone;
  children: ReactNode;
  id?: string;
}

/**
 * The one way to show a message. Errors interrupt (role="alert"); confirmations, notices and
 * warnings (what staff should know but may go ahead with) are announced politely (role="status").
 */
export function Alert({ tone, children, id }: AlertProps) {
  return (
    <div id={id} className={`alert ${TONE_CLASS[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

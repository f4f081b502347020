import type { ReactNode } from 'react';

/**
 * A value set apart from the words around it, so neither reorders the other (ADR 037): in an Urdu
 * sentence "+977 1-4435566" stays as written instead of "4435566-1 977+", and an English sentence's
 * full stop stays at its end. `dir="auto"` (the default) takes the direction of the value's first
 * letter: for what someone wrote, in whatever script.
 */
export function Isolated({ dir = 'auto', children }: { dir?: 'ltr' | 'rtl' | 'auto'; children: ReactNode }) {
  return <bdi dir={dir}>{children}</bdi>;
}

/** Phone numbers, email addresses, passport numbers and references: always left to right. */
export function Ltr({ children }: { children: ReactNode }) {
  return <Isolated dir="ltr">{children}</Isolated>;
}

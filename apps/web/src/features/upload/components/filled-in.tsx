import { Fragment, type ReactNode } from 'react';

/**
 * A template's `{name}` placeholders filled with elements, as fillIn (i18n/island-words.ts) fills
 * them with text: a value set apart from the words around it (`<bdi>`) keeps its own direction.
 */
export function FilledIn({ template, values }: { template: string; values: Readonly<Record<string, ReactNode>> }) {
  const parts = template.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}

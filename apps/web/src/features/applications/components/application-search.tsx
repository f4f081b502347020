import { useEffect, useId, useState, type FormEvent } from 'react';

/** Long enough to let a passport number be typed out, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 400;

interface ApplicationSearchProps {
  /** The search in the address bar. */
  search: string;
  onSearch: (search: string) => void;
}

/**
 * The box keeps its own text, so typing is never interrupted by the list reloading; it applies
 * the text on submit or once typing pauses, and follows the address bar when that changes
 * (back and forward buttons).
 */
export function ApplicationSearch({ search, onSearch }: ApplicationSearchProps) {
  const inputId = useId();
  const [text, setText] = useState(search);
  const [followed, setFollowed] = useState(search);
  if (search !== followed) {
    setFollowed(search);
    setText(search);
  }

  useEffect(() => {
    if (text === followed) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, followed, onSearch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form className="d-flex gap-2 mb-3" role="search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search applications by passport, name or email
      </label>
      <input
        id={inputId}
        className="form-control"
        type="search"
        placeholder="Passport search ..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}

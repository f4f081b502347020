import { useId } from 'react';

export interface DocumentChoice {
  value: string;
  label: string;
}

interface DocumentChoicesProps {
  legend: string;
  choices: readonly DocumentChoice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** The server's or the contract's message for the group, under it. */
  error?: string | undefined;
}

/**
 * A group of checkboxes whose value is the list of the ticked ones, in the choices' order: the
 * slots or the checklist labels to ask for. Its message is read out with each box.
 */
export function DocumentChoices({ legend, choices, chosen, onChange, error }: DocumentChoicesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (value: string, ticked: boolean) => {
    const next = new Set(chosen);
    if (ticked) next.add(value);
    else next.delete(value);
    onChange(choices.map((choice) => choice.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-0">
        {choices.map((choice, index) => (
          <div key={choice.value} className="col form-check">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              checked={chosen.includes(choice.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            <label htmlFor={`${id}-${index}`} className="form-check-label">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

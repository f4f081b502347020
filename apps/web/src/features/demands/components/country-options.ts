import { COUNTRIES } from '@visadesk/contract';
import type { SelectOption } from '../../../components/ui/select-field';

/**
 * Where the employers are, by the list's English name (as the application form's destination): the
 * value filed is the name a demand is kept and filtered under.
 */
export const EMPLOYER_COUNTRIES: readonly SelectOption[] = [...COUNTRIES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map(({ name }) => ({ value: name, label: name }));

import type { StagesAnswer } from '@visadesk/contract';
import { useState, type BaseSyntheticEvent } from 'react';
import type { z } from 'zod';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { settingsErrorMessage } from '../api/settings-calls';
import { useSaveStagesMutation } from '../api/stages';
import { formErrorsOf, formValuesOf, StagesFormSchema, updateOf, type StagesFormValues } from './stages-form';

/** A save that left out a stage applications are in: the server says how many, and names the stage's id (`removed.<id>`). */
const isInUseRefusal = (error: unknown): error is ApiError => isApiError(error) && error.status === 409;
const stagesErrorMessage = (error: unknown) => (isInUseRefusal(error) ? error.body.message : settingsErrorMessage(error));
const REMOVED = 'removed.';
const removedIds = (error: ApiError): string[] => Object.keys(error.body.errors ?? {}).filter((key) => key.startsWith(REMOVED)).map((key) => key.slice(REMOVED.length));

/**
 * The stages' form and its save: checked with the contract's rules, sent on its own, the answer
 * becoming what the form shows; a refused save keeps every edit, its messages on the fields named.
 */
export function useStagesForm(initial: StagesAnswer, onStaleCounts: () => void) {
  const [saveStages] = useSaveStagesMutation();
  const [saved, setSaved] = useState(initial);
  const [savedNow, setSavedNow] = useState(false);
  /** The deleted stages a refused save found applications in: the section offers to put them back. */
  const [inUse, setInUse] = useState<string[]>([]);
  const contract = useContractForm<StagesFormValues, unknown, z.output<typeof StagesFormSchema>>({
    resolver: contractResolver(StagesFormSchema),
    defaultValues: formValuesOf(initial),
    send: async (values): Promise<void> => {
      try {
        const answer = await saveStages(updateOf(values)).unwrap();
        setSaved(answer);
        contract.form.reset(formValuesOf(answer));
        setSavedNow(true);
      } catch (error) {
        if (isInUseRefusal(error)) {
          setInUse(removedIds(error));
          // The counts the page shows were out of date: the delete buttons follow the new ones.
          onStaleCounts();
        }
        throw error;
      }
    },
    failureMessage: stagesErrorMessage,
    fieldErrorsOf: (error): Record<string, string> => (isInUseRefusal(error) ? {} : formErrorsOf(serverFieldErrors(error), contract.form.getValues('countries'))),
  });
  const onSubmit = (event?: BaseSyntheticEvent) => {
    setSavedNow(false);
    setInUse([]);
    return contract.onSubmit(event);
  };
  return { ...contract, onSubmit, saved, savedNow, inUse, forgetInUse: () => setInUse([]) };
}

export type StagesForm = ReturnType<typeof useStagesForm>['form'];

import { Trans, useLingui } from '@lingui/react/macro';
import {
  DOCUMENT_REQUEST_DAYS,
  DOCUMENT_SLOT_KEYS,
  RequestDocumentsSchema,
  type ApplicationWithJourney,
  type DocumentRequestLink,
} from '@visadesk/contract';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useSlotWords } from '../../../components/applicant/applicant-words';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { contractResolver } from '../../../lib/contract-resolver';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useStages } from '../../../lib/stages';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRequestDocumentsMutation } from '../api/document-requests';
import { useDocumentLabels } from '../api/extra-documents';
import { MessageAndDays, type AskInput, type AskOutput } from './ask-message-and-days';
import { DocumentChoices } from './document-choices';
import { DocumentLink } from './document-link';

const EMPTY: AskInput = { slots: [], extras: [], message: '', days: DOCUMENT_REQUEST_DAYS.default };

const isSlot = (document: string) => (DOCUMENT_SLOT_KEYS as readonly string[]).includes(document);

/**
 * What the application's current stage expects (Settings' stages): its slots, and its checklist
 * labels as the checklist spells them (a label since removed from the checklist cannot be asked for).
 */
function stageDocuments(expected: readonly string[], checklist: readonly string[]) {
  const extras = expected.flatMap((document) => checklist.find((label) => label.toLowerCase() === document.toLowerCase()) ?? []);
  return { slots: expected.filter(isSlot), extras };
}

/** The form's sending: the answer's link goes to whoever shows it. */
function useAskForm(applicationId: string, onCreated: (link: DocumentRequestLink) => void) {
  const [requestDocuments] = useRequestDocumentsMutation();
  return useContractForm<AskInput, unknown, AskOutput>({
    resolver: contractResolver(RequestDocumentsSchema),
    defaultValues: EMPTY,
    send: async (ask) => onCreated(await requestDocuments({ id: applicationId, ...ask }).unwrap()),
    failureMessage: serverErrorMessage,
  });
}

interface AskFormProps {
  id: string;
  application: ApplicationWithJourney;
  onCreated: (link: DocumentRequestLink) => void;
  onCancel: () => void;
}

/** The slots and checklist labels to tick (or the current stage's, in one go), the message and the days. */
function AskForm({ id, application, onCreated, onCancel }: AskFormProps) {
  const { i18n, t } = useLingui();
  const slotName = useSlotWords();
  const checklist = useDocumentLabels().data?.documentLabels ?? [];
  const expected = useStages().data?.stages.find((stage) => stage.id === application.journey.stage)?.documents ?? [];
  const { form, onSubmit, failure, pending } = useAskForm(application._id, onCreated);
  const { errors, isSubmitted } = form.formState;
  const said = (message: string | undefined) => message && inPageLanguage(i18n, message);
  const [slots = [], extras = []] = form.watch(['slots', 'extras']);
  const choose = (name: 'slots' | 'extras', chosen: string[]) => form.setValue(name, chosen, { shouldValidate: isSubmitted });
  const forStage = stageDocuments(expected, checklist);
  const askForStage = () => {
    choose('slots', [...new Set([...slots, ...forStage.slots])]);
    choose('extras', [...new Set([...extras, ...forStage.extras])]);
  };
  return (
    <form id={id} className="mt-3" onSubmit={onSubmit} noValidate aria-label={t`Ask for documents`}>
      {failure && <Alert tone="error">{said(failure)}</Alert>}
      {forStage.slots.length + forStage.extras.length > 0 && (
        <button type="button" className="btn btn-outline-secondary btn-sm mb-3" onClick={askForStage}>
          <Trans>Ask for this stage's documents</Trans>
        </button>
      )}
      <DocumentChoices
        legend={t`Document slots`}
        choices={DOCUMENT_SLOT_KEYS.map((key) => ({ value: key, label: slotName(key).label.text }))}
        chosen={slots}
        onChange={(chosen) => choose('slots', chosen)}
        error={said(errors.slots?.message)}
      />
      <DocumentChoices
        legend={t`Extra documents (the checklist)`}
        choices={checklist.map((label) => ({ value: label, label }))}
        chosen={extras}
        onChange={(chosen) => choose('extras', chosen)}
        error={said(errors.extras?.message)}
      />
      <MessageAndDays form={form} said={said} />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton pending={pending} className="btn btn-primary">
          <Trans>Create the link</Trans>
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/**
 * "Ask for documents": a form opened on demand (the page stays short, on a phone too) that makes a
 * link; the link is shown once, above, and a new ask puts it away for good.
 */
export function AskForDocuments({ application }: { application: ApplicationWithJourney }) {
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<DocumentRequestLink | null>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const start = () => {
    setCreated(null);
    setOpen(!open);
  };
  const made = (link: DocumentRequestLink) => {
    setOpen(false);
    setCreated(link);
  };
  return (
    <>
      {created && <DocumentLink answer={created} email={application.email} onDone={() => setCreated(null)} />}
      <button ref={toggle} type="button" className="btn btn-outline-primary" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={start}>
        <Trans>Ask for documents by link</Trans>
      </button>
      {open && <AskForm id={formId} application={application} onCreated={made} onCancel={close} />}
    </>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type DashboardSetup } from '@visadesk/contract';
import { Link } from 'react-router';

interface ChecklistItem {
  key: keyof DashboardSetup;
  missing: MessageDescriptor;
  done: MessageDescriptor;
  fix: { to: string; label: MessageDescriptor };
}

const ITEMS: readonly ChecklistItem[] = [
  {
    key: 'consultancyName',
    missing: msg`The consultancy’s name is still the default.`,
    done: msg`The consultancy’s name is set.`,
    fix: { to: PAGES.setting, label: msg`Set the name in Settings` },
  },
  {
    key: 'phone',
    missing: msg`No phone number for applicants to call.`,
    done: msg`The phone number is set.`,
    fix: { to: PAGES.setting, label: msg`Add the phone number in Settings` },
  },
  {
    key: 'email',
    missing: msg`No email address for applicants to write to.`,
    done: msg`The email address is set.`,
    fix: { to: PAGES.setting, label: msg`Add the email address in Settings` },
  },
  {
    key: 'publishedSlide',
    missing: msg`No slide is published on the home page.`,
    done: msg`A slide is published.`,
    fix: { to: PAGES.addSliders, label: msg`Add a slide` },
  },
  {
    key: 'secondStaff',
    missing: msg`No other staff member has an active account.`,
    done: msg`Another staff member has an active account.`,
    fix: { to: PAGES.addUserManagement, label: msg`Add a staff member` },
  },
];

/** For translators: the item's text follows on the same line. */
const SPACE_BEFORE_ITEM = 'The checklist item follows; keep the space at the end.';

function Item({ item, done }: { item: ChecklistItem; done: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <li className="list-group-item d-flex flex-wrap gap-2 align-items-baseline">
      <span aria-hidden="true" className={done ? 'text-success' : 'text-body-secondary'}>
        {done ? '✓' : '○'}
      </span>
      <span className={done ? 'text-body-secondary' : undefined}>
        <span className="fw-semibold">{done ? t({ message: 'Done: ', comment: SPACE_BEFORE_ITEM }) : t({ message: 'To do: ', comment: SPACE_BEFORE_ITEM })}</span>
        {i18n._(done ? item.done : item.missing)}
      </span>
      {!done && <Link to={item.fix.to}>{i18n._(item.fix.label)}</Link>}
    </li>
  );
}

/** What a super admin still has to do before the agency goes live; gone once all is done. */
export function SetupChecklist({ setup }: { setup: DashboardSetup }) {
  const doneCount = ITEMS.filter((item) => setup[item.key]).length;
  const total = ITEMS.length;
  if (doneCount === total) return null;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="setup-checklist">
      <div className="card-body">
        <h2 id="setup-checklist" className="h5 mb-1">
          <Trans>Before the agency goes live</Trans>
        </h2>
        <p className="text-body-secondary mb-3">
          <Trans>
            {doneCount} of {total} done
          </Trans>
        </p>
        <ul className="list-group">
          {ITEMS.map((item) => (
            <Item key={item.key} item={item} done={setup[item.key]} />
          ))}
        </ul>
      </div>
    </section>
  );
}

import { PAGES, type DashboardSetup } from '@visadesk/contract';
import { Link } from 'react-router';

interface ChecklistItem {
  key: keyof DashboardSetup;
  missing: string;
  done: string;
  fix: { to: string; label: string };
}

const ITEMS: readonly ChecklistItem[] = [
  {
    key: 'consultancyName',
    missing: 'The consultancy’s name is still the default.',
    done: 'The consultancy’s name is set.',
    fix: { to: PAGES.setting, label: 'Set the name in Settings' },
  },
  {
    key: 'phone',
    missing: 'No phone number for applicants to call.',
    done: 'The phone number is set.',
    fix: { to: PAGES.setting, label: 'Add the phone number in Settings' },
  },
  {
    key: 'email',
    missing: 'No email address for applicants to write to.',
    done: 'The email address is set.',
    fix: { to: PAGES.setting, label: 'Add the email address in Settings' },
  },
  {
    key: 'publishedSlide',
    missing: 'No slide is published on the home page.',
    done: 'A slide is published.',
    fix: { to: PAGES.addSliders, label: 'Add a slide' },
  },
  {
    key: 'secondStaff',
    missing: 'No other staff member has an active account.',
    done: 'Another staff member has an active account.',
    fix: { to: PAGES.addUserManagement, label: 'Add a staff member' },
  },
];

function Item({ item, done }: { item: ChecklistItem; done: boolean }) {
  return (
    <li className="list-group-item d-flex flex-wrap gap-2 align-items-baseline">
      <span aria-hidden="true" className={done ? 'text-success' : 'text-body-secondary'}>
        {done ? '✓' : '○'}
      </span>
      <span className={done ? 'text-body-secondary' : undefined}>
        <span className="fw-semibold">{done ? 'Done: ' : 'To do: '}</span>
        {done ? item.done : item.missing}
      </span>
      {!done && <Link to={item.fix.to}>{item.fix.label}</Link>}
    </li>
  );
}

/** What a super admin still has to do before the agency goes live; gone once all is done. */
export function SetupChecklist({ setup }: { setup: DashboardSetup }) {
  const doneCount = ITEMS.filter((item) => setup[item.key]).length;
  if (doneCount === ITEMS.length) return null;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="setup-checklist">
      <div className="card-body">
        <h2 id="setup-checklist" className="h5 mb-1">
          Before the agency goes live
        </h2>
        <p className="text-body-secondary mb-3">
          {doneCount} of {ITEMS.length} done
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

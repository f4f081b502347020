import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { ActivityLog } from '../components/activity-log';

/** Everything staff did, for the super admin: the router lets no one else in, and the server answers no one else. */
export function ActivityLogRoute() {
  return (
    <section>
      <NamedPageTitle className="h3 mb-3" page="activity" />
      <ActivityLog />
    </section>
  );
}

import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { generatePassword } from '../staff/first-super-admin.ts';
import type { Actor } from '../applications/application-context.ts';
import type { UsersService } from '../staff/users.ts';

/** The desk's two demo admins: who the seeded history says created and decided the applications. */
export const DEMO_ADMINS = [
  { name: 'Sunita Karki', email: 'sunita.karki@visadesk.local' },
  { name: 'Rohan Mehta', email: 'rohan.mehta@visadesk.local' },
] as const;

/** Who the history names; the seed acts in no session of its own. */
export type HistoryActor = Pick<Actor, 'id' | 'name'>;

export interface DemoStaff {
  actors: HistoryActor[];
  /** Accounts made by this run with their generated passwords, to be printed once and forgotten. */
  created: { email: string; password: string }[];
}

/** Creates the demo admins that do not exist yet (a run with --force reuses the earlier ones). */
export async function ensureDemoAdmins(db: Database, service: UsersService): Promise<DemoStaff> {
  const existing = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_ADMINS.map((a) => a.email)));
  const staff: DemoStaff = { actors: [], created: [] };
  for (const admin of DEMO_ADMINS) {
    const found = existing.find((u) => u.email === admin.email);
    if (found) {
      staff.actors.push({ id: found.id, name: found.name });
      continue;
    }
    const password = generatePassword();
    const user = await service.create({ ...admin, password, role: 'admin', status: 'active' });
    staff.actors.push({ id: user._id, name: user.name });
    staff.created.push({ email: user.email, password });
  }
  return staff;
}

import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES as M } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

/** An application as its row holds it. */
export type ApplicationRow = typeof applications.$inferSelect;

/** The applicant as an email addresses them, in the language kept with the application. */
export const addresseeOf = (row: Pick<ApplicationRow, 'id' | 'givenN' | 'surname' | 'email' | 'language'>) => ({
  applicationId: row.id, givenN: row.givenN, surname: row.surname, email: row.email, language: row.language,
});

/** The application's row, locked until the transaction ends; 404 when there is none. */
export async function requireRow(db: Tx | Database, id: string): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!row) throw new HttpError(404, M.notFound);
  return row;
}

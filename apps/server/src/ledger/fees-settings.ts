import { eq } from 'drizzle-orm';
import {
  DEFAULT_FEES_SETTINGS,
  plainMoney,
  isLocalText,
  type FeeCap,
  type FeesAnswer,
  type FeesSettings,
  type FeesUpdateSchema,
  type LocalText,
} from '@visadesk/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { recordStaffActivity, type StaffActor } from '../activity/staff-activity.ts';

/** The fee settings are a setting of their own (`PUT /api/settings/fees`), kept beside the others (ADR 051). */
const FEES_KEY = 'fees';

const isCap = (cap: unknown): cap is FeeCap => {
  const candidate = cap as Partial<FeeCap> | null;
  return typeof candidate?.country === 'string' && Number.isInteger(candidate.amount) && typeof candidate.currency === 'string';
};

/** What is kept, read as the current release reads it: a row a later release wrote differently falls back to the shipped settings. */
function readStored(value: unknown): FeesSettings {
  const stored = value as Partial<FeesSettings> | null | undefined;
  if (!stored || typeof stored.currency !== 'string' || !Array.isArray(stored.labels)) return DEFAULT_FEES_SETTINGS;
  const labels = stored.labels.filter((label): label is LocalText => isLocalText(label) && label.en !== '');
  if (labels.length === 0) return DEFAULT_FEES_SETTINGS;
  return {
    currency: stored.currency,
    labels,
    serviceFee: typeof stored.serviceFee === 'string' ? stored.serviceFee : DEFAULT_FEES_SETTINGS.serviceFee,
    caps: Array.isArray(stored.caps) ? stored.caps.filter(isCap) : [],
  };
}

/** The fee settings as kept, the shipped ones until the super admin saves some; in a transaction too. */
export async function readFees(db: Database | Tx): Promise<FeesSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, FEES_KEY));
  return readStored(row?.value);
}

/** The label as Settings spell it, whatever its case; undefined when it is not one of them. */
export const labelOf = (fees: FeesSettings, label: string): LocalText | undefined =>
  fees.labels.find((candidate) => candidate.en.toLowerCase() === label.toLowerCase());

/** The cap of a destination, if it has one. */
export const capOf = (fees: FeesSettings, destination: string): FeeCap | undefined =>
  destination ? fees.caps.find((cap) => cap.country === destination) : undefined;

/** The fee labels, the default currency and the caps: read by any staff member, saved by the super admin. */
export class FeesService {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  get(): Promise<FeesAnswer> {
    return readFees(this.db);
  }

  async put(update: z.infer<typeof FeesUpdateSchema>, actor: StaffActor): Promise<FeesAnswer> {
    const serviceFee = update.labels.find((label) => label.en.toLowerCase() === update.serviceFee.toLowerCase())?.en ?? update.serviceFee;
    const value: FeesSettings = { currency: update.currency, labels: update.labels, serviceFee, caps: update.caps };
    await this.db.transaction(async (tx) => {
      const before = await readFees(tx);
      await tx.insert(settings).values({ key: FEES_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
      if (JSON.stringify(before) !== JSON.stringify(value)) await recordStaffActivity(tx, actor, 'settings', `Settings saved: fees (${changeSummary(before, value)})`);
    });
    return this.get();
  }
}

/** What a save changed, in the activity log's words: the currency, and the caps added, changed or removed. */
function changeSummary(before: FeesSettings, after: FeesSettings): string {
  const parts: string[] = [];
  if (before.currency !== after.currency) parts.push(`currency ${after.currency}`);
  const had = new Map(before.caps.map((cap) => [cap.country, cap]));
  const has = new Set(after.caps.map((cap) => cap.country));
  for (const cap of after.caps) {
    const old = had.get(cap.country);
    if (!old || old.amount !== cap.amount || old.currency !== cap.currency) parts.push(`cap for ${cap.country} ${plainMoney(cap.amount, cap.currency)}`);
  }
  for (const cap of before.caps) if (!has.has(cap.country)) parts.push(`no cap for ${cap.country}`);
  return parts.length ? parts.join(', ') : 'labels';
}

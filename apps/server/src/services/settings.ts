import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, keepWrittenVersions, publicSettingsOf, SettingsSchema, upgradeTexts, type PublicSettings, type Settings, type SettingsUpdate } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { recordStaffActivity, type StaffActor } from './staff-activity.ts';

const SITE = 'site';

type StoredSettings = { [K in keyof Settings]?: Settings[K] };

/**
 * What is usable of the stored document, setting by setting: one that a later release reads
 * differently (a destination taken off the list) falls back to its default alone, not with the rest.
 * Texts saved before they had a version per language (plain strings) are read as texts first
 * (`upgradeTexts`, ADR 039): nothing is lost, and the row is rewritten only by the next save.
 */
function readStored(value: unknown): StoredSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const usable: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(SettingsSchema.shape)) {
    const parsed = schema.safeParse(upgradeTexts(stored[key], DEFAULT_SETTINGS[key as keyof Settings]));
    if (parsed.success) usable[key] = parsed.data;
  }
  return usable as StoredSettings;
}

/** The settings as stored, with the default for whatever is missing; in a transaction too. */
export async function readSettings(db: Database | Tx): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SITE));
  const value = readStored(row?.value);
  return {
    ...DEFAULT_SETTINGS,
    ...value,
    socialLinks: { ...DEFAULT_SETTINGS.socialLinks, ...value.socialLinks },
    nextSteps: { ...DEFAULT_SETTINGS.nextSteps, ...value.nextSteps },
  };
}

/** The Settings page's sections as the activity log names them; a setting not listed is named by its key. */
const SECTIONS: Partial<Record<keyof Settings, string>> = {
  consultancyName: 'consultancy name', phone: 'phone', email: 'email', address: 'address',
  socialLinks: 'social links', nextSteps: 'next steps', homeTexts: 'home page texts', mail: 'email settings',
  documentLabels: 'document labels', slotLabels: 'document slot names',
};

/**
 * Which sections a save changed, in the activity log's words. The two security policies say what
 * they became; the others only that they changed, never their values.
 */
export function changedSections(before: Settings, after: Settings): string[] {
  return (Object.keys(after) as (keyof Settings)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => {
      if (key === 'requireTwoFactor') return after.requireTwoFactor ? 'two-factor authentication required of all staff' : 'two-factor authentication no longer required';
      if (key === 'registrationPolicy') return after.registrationPolicy === 'closed' ? 'registration closed' : 'registration open, with approval';
      return SECTIONS[key] ?? key;
    });
}

/** The consultancy's own details and policies, edited by the super admin on /setting. */
export class SettingsService {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  get(): Promise<Settings> {
    return readSettings(this.db);
  }

  async getPublic(): Promise<PublicSettings> {
    return publicSettingsOf(await this.get());
  }

  /** Saves the settings; a `requireTwoFactor`, `nextSteps`, `homeTexts`, `slotLabels`, `mail` or `documentLabels` left out keeps its stored value. */
  async put(update: SettingsUpdate, actor: StaffActor): Promise<Settings> {
    const stored = await this.get();
    const value: Settings = keepWrittenVersions({
      ...update,
      requireTwoFactor: update.requireTwoFactor ?? stored.requireTwoFactor,
      nextSteps: update.nextSteps ?? stored.nextSteps,
      homeTexts: update.homeTexts ?? stored.homeTexts,
      slotLabels: update.slotLabels ?? stored.slotLabels,
      mail: update.mail ?? stored.mail,
      documentLabels: update.documentLabels ?? stored.documentLabels,
    });
    await this.db.transaction(async (tx) => {
      await tx
        .insert(settings)
        .values({ key: SITE, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
      const changed = changedSections(stored, await readSettings(tx));
      if (changed.length) await recordStaffActivity(tx, actor, 'settings', `Settings saved: ${changed.join(', ')}`);
    });
    return this.get();
  }
}

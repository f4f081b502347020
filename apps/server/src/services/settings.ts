import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, publicSettingsOf, SettingsSchema, type PublicSettings, type Settings, type SettingsUpdate } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema.ts';

const SITE = 'site';

/** The consultancy's own details and policies, edited by the super admin on /setting. */
export class SettingsService {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async get(): Promise<Settings> {
    const [row] = await this.db.select().from(settings).where(eq(settings.key, SITE));
    const stored = SettingsSchema.partial().safeParse(row?.value ?? {});
    const value = stored.success ? stored.data : {};
    return {
      ...DEFAULT_SETTINGS,
      ...value,
      socialLinks: { ...DEFAULT_SETTINGS.socialLinks, ...value.socialLinks },
      nextSteps: { ...DEFAULT_SETTINGS.nextSteps, ...value.nextSteps },
    };
  }

  async getPublic(): Promise<PublicSettings> {
    return publicSettingsOf(await this.get());
  }

  /** Saves the settings; a `requireTwoFactor`, `nextSteps` or `documentLabels` left out keeps its stored value. */
  async put(update: SettingsUpdate): Promise<Settings> {
    const stored = await this.get();
    const value: Settings = {
      ...update,
      requireTwoFactor: update.requireTwoFactor ?? stored.requireTwoFactor,
      nextSteps: update.nextSteps ?? stored.nextSteps,
      documentLabels: update.documentLabels ?? stored.documentLabels,
    };
    await this.db
      .insert(settings)
      .values({ key: SITE, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    return this.get();
  }
}

import { eq, inArray, sql } from 'drizzle-orm';
import {
  KEPT_SETTINGS,
  SETTINGS_FIELDS,
  DEFAULT_SETTINGS,
  keepWrittenVersions,
  publicSettingsOf,
  SETTINGS_MESSAGES,
  settingsImageIds,
  SettingsSchema,
  upgradeTexts,
  type PublicSettings,
  type Settings,
  type SettingsImageAnswer,
  type SettingsUpdate,
} from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { files as fileRows, settings } from '../db/schema.ts';
import { makeWebpVariants } from '../lib/images.ts';
import { HttpError } from '../http/http-error.ts';
import { refuse } from '../uploads/file-rules.ts';
import type { UploadedFile } from '../uploads/uploaded-file.ts';
import type { FilesService } from '../storage/files.ts';
import { recordStaffActivity, type StaffActor } from '../activity/staff-activity.ts';

/** How long the preview address of a picture just uploaded in Settings lasts. */
const PREVIEW_TTL_SECONDS = 3600;

/** A team photo is cropped square for its round frame; a logo keeps its shape within this box. */
const PHOTO_SIDE = 320;
const LOGO_BOX = 256;

/** The name a picture made here is stored under: what tells it from every other file. */
const settingsImageName = (kind: 'photo' | 'logo') => `settings-${kind}.webp`;
const SETTINGS_IMAGE_NAMES = new Set([settingsImageName('photo'), settingsImageName('logo')]);

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

/**
 * The consultancy's name as stored, a column for a query of another table to read beside its own
 * rows (the enquiry's, which signs it into each copy's statement); `consultancyNameOf` reads it.
 */
export const storedConsultancyName = sql<unknown>`(select s.value -> 'consultancyName' from ${settings} s where s.key = ${SITE})`;

/** The name as `readSettings` gives it: the stored one where it is usable, else the default. */
export function consultancyNameOf(stored: unknown): string {
  const parsed = SettingsSchema.shape.consultancyName.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS.consultancyName;
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

/** A setting as the activity log names it: its name on the Settings page, in lower case (settings-fields.ts). */
const sectionOf = (key: keyof Settings) => SETTINGS_FIELDS[key].label.toLowerCase();

const hourOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Which sections a save changed, in the activity log's words. The two security policies, what is
 * kept how long and the digest's hour say what they became; the others only that they changed,
 * never their values.
 */
export function changedSections(before: Settings, after: Settings): string[] {
  return (Object.keys(after) as (keyof Settings)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => {
      if (key === 'requireTwoFactor') return after.requireTwoFactor ? 'two-factor authentication required of all staff' : 'two-factor authentication no longer required';
      if (key === 'registrationPolicy') return after.registrationPolicy === 'closed' ? 'registration closed' : 'registration open, with approval';
      // What is kept how long decides what the log itself keeps: said in full (ADR 042).
      if (key === 'retention') {
        const { sentEmailDays, failedEmailDays, activityLogDays } = after.retention;
        return `kept: sent email ${sentEmailDays} days, email not sent ${failedEmailDays} days, activity log ${activityLogDays} days`;
      }
      if (key === 'digestHour') return `daily digest at ${hourOf(after.digestHour)}`;
      return sectionOf(key);
    });
}

/** The consultancy's own details and policies, edited by the super admin on /setting. */
export class SettingsService {
  private readonly db: Database;
  private readonly files: FilesService;

  constructor(db: Database, files: FilesService) {
    this.db = db;
    this.files = files;
  }

  get(): Promise<Settings> {
    return readSettings(this.db);
  }

  async getPublic(): Promise<PublicSettings> {
    return publicSettingsOf(await this.get());
  }

  /**
   * Saves the settings; a `requireTwoFactor`, `nextSteps`, `homeTexts` (or its team or
   * testimonials), `slotLabels`, `mail`, `documentLabels`, `logo`, `retention` or `digestHour` left
   * out keeps its stored value.
   * A picture the save names must be one uploaded here and still kept.
   */
  async put(update: SettingsUpdate, actor: StaffActor): Promise<Settings> {
    const stored = await this.get();
    const homeTexts = update.homeTexts
      ? { ...update.homeTexts, team: update.homeTexts.team ?? stored.homeTexts.team, testimonials: update.homeTexts.testimonials ?? stored.homeTexts.testimonials }
      : stored.homeTexts;
    // Every setting a save may leave out (settings-fields.ts) keeps its stored value when it does.
    const kept = Object.fromEntries(KEPT_SETTINGS.map((key) => [key, update[key] ?? stored[key]]));
    const value: Settings = keepWrittenVersions({ ...update, ...kept, homeTexts } as Settings);
    await this.refuseMissingImages(value);
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

  /** Every picture the settings name is a kept image: an id typed by hand, or swept away since, is refused. */
  private async refuseMissingImages(value: Settings): Promise<void> {
    const ids = settingsImageIds(value);
    if (!ids.length) return;
    const found = await this.db.select({ id: fileRows.id, originalName: fileRows.originalName }).from(fileRows).where(inArray(fileRows.id, ids));
    // Only a picture made by storeImage: never an applicant's photo or document, whatever its id.
    const kept = new Set(found.filter((file) => SETTINGS_IMAGE_NAMES.has(file.originalName)).map((file) => file.id));
    const missing = ids.find((id) => !kept.has(id));
    if (missing === undefined) return;
    const field = value.logo === missing ? 'logo' : `homeTexts.team.${value.homeTexts.team.findIndex((member) => member.photo === missing)}.photo`;
    throw new HttpError(400, SETTINGS_MESSAGES.image, { errors: { [field]: SETTINGS_MESSAGES.image } });
  }

  /**
   * Keeps a picture for the settings: re-encoded to WebP (nothing of the upload's own bytes is ever
   * served), a team photo cropped square, a logo kept whole. It is published once a save names it;
   * one never named is swept away with the other unreferenced files.
   */
  async storeImage(upload: UploadedFile, kind: 'photo' | 'logo'): Promise<SettingsImageAnswer> {
    let variants;
    try {
      variants = await makeWebpVariants(upload.tempPath, { display: LOGO_BOX, thumb: PHOTO_SIDE });
    } catch {
      refuse(upload.field, SETTINGS_MESSAGES.imageType);
    }
    const stored = await this.files.storeBuffer(kind === 'logo' ? variants.display : variants.thumb, 'image/webp', settingsImageName(kind));
    return { image: stored.id, preview: this.files.signedUrl(stored.id, PREVIEW_TTL_SECONDS), message: SETTINGS_MESSAGES.imageSaved };
  }

  /** A picture the public pages show (a team photo, the logo), or null when the settings name no such picture. */
  async openPublicImage(id: string) {
    const current = await this.get();
    return settingsImageIds(current).includes(id) ? this.files.open(id) : null;
  }
}

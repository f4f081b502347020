import { asc, eq, sql } from 'drizzle-orm';
import { SLIDER_MESSAGES as M, type Slider, type SliderStatus, type UpdateSliderInput } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { sliders } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import type { UploadedFile } from '../uploads/uploaded-file.ts';
import { imageFileIds, removeOnFailure, storeImage, type StoredImage } from '../uploads/store.ts';
import type { FilesService } from '../storage/files.ts';

type Row = typeof sliders.$inferSelect;

/** Slide images are public content; their URLs still expire, but a day is plenty. */
const SLIDE_URL_TTL_SECONDS = 24 * 3600;

/** Slides fill the width of a page: a larger display size and thumbnail than a photo's. */
const SLIDE_IMAGE = { display: 1600, thumb: 400, name: 'slide', notAnImage: M.invalidImageType };

const imageColumns = (image: StoredImage) => ({
  imageFileId: image.display.id, imageThumbFileId: image.thumb.id, imageOriginalFileId: image.original.id,
});

const oldImageIds = (row: Row) => [row.imageFileId, row.imageThumbFileId, row.imageOriginalFileId];

/** Home-page slides: published ones feed the public carousels. */
export class SlidersService {
  private readonly db: Database;
  private readonly files: FilesService;

  constructor(db: Database, filesService: FilesService) {
    this.db = db;
    this.files = filesService;
  }

  private toSlider(row: Row): Slider {
    return {
      _id: row.id,
      thumbnail: row.thumbnail,
      title: row.title,
      image: this.files.signedUrl(row.imageFileId, SLIDE_URL_TTL_SECONDS),
      status: row.status,
      published: row.status === 'published',
      shownOnNavbar: row.shownOnNavbar,
      link: row.link,
      order: row.sortOrder,
    };
  }

  async list(includeUnpublished: boolean): Promise<Slider[]> {
    const rows = await this.db
      .select()
      .from(sliders)
      .where(includeUnpublished ? undefined : eq(sliders.status, 'published'))
      .orderBy(asc(sliders.sortOrder), asc(sliders.createdAt), asc(sliders.id));
    return rows.map((r) => this.toSlider(r));
  }

  async counts(): Promise<{ published: number; total: number }> {
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        published: sql<number>`count(*) filter (where ${sliders.status} = 'published')::int`,
      })
      .from(sliders);
    return { published: row?.published ?? 0, total: row?.total ?? 0 };
  }

  async create(input: { thumbnail: string; title: string; status: SliderStatus; link: string }, image: UploadedFile): Promise<Slider> {
    const stored = await storeImage(this.files, image, SLIDE_IMAGE);
    const [row] = await removeOnFailure(this.files, imageFileIds(stored), async () =>
      this.db
        .insert(sliders)
        .values({
          id: newId(),
          // Named one by one: the service writes no field it was not meant to (no mass assignment).
          thumbnail: input.thumbnail,
          title: input.title,
          status: input.status,
          link: input.link,
          ...imageColumns(stored),
          sortOrder: sql`(select coalesce(max(${sliders.sortOrder}), -1) + 1 from ${sliders})`,
        })
        .returning());
    return this.toSlider(row as Row);
  }

  /** `status` and `published` always agree: status wins when both are sent. */
  async update(id: string, changes: UpdateSliderInput): Promise<Slider> {
    const { thumbnail, title, link, shownOnNavbar, published, order } = changes;
    const status = changes.status ?? (published === undefined ? undefined : published ? 'published' : 'unpublished');
    // Fields left undefined are not written; nothing outside this list ever is (no mass assignment).
    const [row] = await this.db
      .update(sliders)
      .set({ thumbnail, title, link, shownOnNavbar, status, sortOrder: order, updatedAt: new Date() })
      .where(eq(sliders.id, id))
      .returning();
    if (!row) throw new HttpError(404, M.resourceNotFound);
    return this.toSlider(row);
  }

  async replaceImage(id: string, image: UploadedFile): Promise<Slider> {
    const [before] = await this.db.select().from(sliders).where(eq(sliders.id, id));
    if (!before) throw new HttpError(404, M.resourceNotFound);
    const stored = await storeImage(this.files, image, SLIDE_IMAGE);
    const row = await removeOnFailure(this.files, imageFileIds(stored), async () => {
      const [updated] = await this.db
        .update(sliders)
        .set({ ...imageColumns(stored), updatedAt: new Date() })
        .where(eq(sliders.id, id))
        .returning();
      if (!updated) throw new HttpError(404, M.resourceNotFound);
      return updated;
    });
    await this.files.remove(oldImageIds(before));
    return this.toSlider(row);
  }

  async remove(id: string): Promise<void> {
    const [row] = await this.db.delete(sliders).where(eq(sliders.id, id)).returning();
    if (!row) throw new HttpError(404, M.resourceNotFound);
    await this.files.remove(oldImageIds(row));
  }
}

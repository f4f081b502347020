/** What the public pages show: the home slides and the Settings. */
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.ts';
import { files } from './schema-files.ts';

export const sliders = pgTable(
  'sliders',
  {
    id: text('id').primaryKey(),
    /** The slide title (the spec's naming). */
    thumbnail: text('thumbnail').notNull(),
    /** The slide content. */
    title: text('title').notNull(),
    imageFileId: text('image_file_id').references(() => files.id),
    imageThumbFileId: text('image_thumb_file_id').references(() => files.id),
    imageOriginalFileId: text('image_original_file_id').references(() => files.id),
    status: text('status', { enum: ['published', 'unpublished'] }).notNull().default('unpublished'),
    shownOnNavbar: boolean('shown_on_navbar').notNull().default(false),
    link: text('link').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sliders_order_idx').on(t.sortOrder, t.createdAt)],
);

/** Site settings as one JSON document per key (only `site` for now). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Writes packages/contract/src/country-names/*.json: every country's name in fr, hi, bn, ne and ur
 * from CLDR, as this Node's ICU gives it (ADR 034). Run again after a Node upgrade changes CLDR
 * (countries.test.ts says so), and commit the files:
 *
 *   node packages/contract/scripts/country-names.ts
 */
import { writeFile } from 'node:fs/promises';
import { countryNameFiles } from '../src/country-names/generate.ts';

const folder = new URL('../src/country-names/', import.meta.url);
for (const [name, text] of Object.entries(countryNameFiles())) {
  await writeFile(new URL(name, folder), text);
  process.stdout.write(`${name}: ${Buffer.byteLength(text)} bytes\n`);
}

import { describe, expect, it } from 'vitest';
import { regionName } from './region-names.ts';

describe('a destination by its name in the page\'s language', () => {
  it('names a country in the page\'s language, by its everyday short name', () => {
    expect(regionName('us', 'hi', 'United States')).toBe('अमेरिका');
    expect(regionName('ca', 'ur', 'Canada')).toBe('کینیڈا');
    expect(regionName('gb', 'fr', 'United Kingdom')).toBe('Royaume-Uni');
  });

  it('keeps the English name on English pages, and a slot as it is', () => {
    expect(regionName('gb', 'en', 'United Kingdom')).toBe('United Kingdom');
    expect(regionName('%HOME:destinations.0.code%', 'hi', '%HOME:destinations.0.name%')).toBe('%HOME:destinations.0.name%');
  });
});

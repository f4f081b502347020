/**
 * The statement of the country migrations (0005, 0020): every row whose nationality or issuing
 * country has a known spelling's key gets the country's name. Hash joins against the spellings:
 * one pass over the table whatever its size.
 */
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export function countryUpdateSql(header: string, spellings: Iterable<[string, string]>, keyOf: (column: string) => string): string {
  const values = [...spellings]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, name]) => `(${quote(key)}, ${quote(name)})`)
    .join(',\n  ');
  return `${header}
WITH m(spelling, name) AS (VALUES
  ${values}
), fixed AS (
  SELECT b."id", coalesce(c.name, b."current_n") AS current_n, coalesce(i.name, b."issued_country") AS issued_country
  FROM "applications" AS b
  LEFT JOIN m AS c ON c.spelling = ${keyOf('b."current_n"')}
  LEFT JOIN m AS i ON i.spelling = ${keyOf('b."issued_country"')}
  WHERE c.name IS NOT NULL OR i.name IS NOT NULL
)
UPDATE "applications" AS a SET "current_n" = f.current_n, "issued_country" = f.issued_country
FROM fixed AS f
WHERE a."id" = f."id" AND (a."current_n", a."issued_country") IS DISTINCT FROM (f.current_n, f.issued_country);
`;
}

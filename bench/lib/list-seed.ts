import pg from 'pg';
import { NATIONALITIES } from '../../apps/server/src/seed/demo-nationalities.ts';

/**
 * Applications as a consultancy's desk holds them after years of intake, for the list's plans
 * (bench/list-plans.ts): the demo seed's six countries in its proportions (Nepal 30%, India 20%...)
 * and a tail of ten others at 0.1% each, their names and cities, fourteen job titles in uneven
 * shares, half pending, three in ten approved, two rejected, registered over ten years, inserted in
 * the order they arrived (as a live table fills). Made by SQL on the server (generate_series), with
 * the table's indexes dropped during the insert and built again after it.
 */

/** Twenty applicants in a row, by the demo seed's nationality cycle (demo-nationalities.ts). */
const SHARES = [6, 3, 4, 2, 2, 3];
const TAIL = ['Vietnam', 'Indonesia', 'Myanmar', 'Bhutan', 'Ghana', 'Nigeria', 'Kenya', 'Uganda', 'Ethiopia', 'Cambodia'];
const TAIL_SHARE = 0.001;

export const JOB_SHARES: Readonly<Record<string, number>> = {
  Worker: 14, Cook: 10, Cleaner: 10, Construction: 9, Driving: 8, Packaging: 8, Housekeeping: 8,
  Restaurant: 7, 'Caring Operator': 6, Supervisor: 5, Electrician: 4, Plumber: 4, Holder: 4, Manager: 3,
};

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (items: readonly string[]) => `array[${items.map(literal).join(', ')}]`;

/** `(name, lower bound, upper bound, surnames, given names, cities)` rows over [0, 1). */
function countryRows(): string[] {
  const main = 1 - TAIL.length * TAIL_SHARE;
  let from = 0;
  const rows = NATIONALITIES.map((nationality, i) => {
    const share = ((SHARES[i] ?? 0) / 20) * main;
    const row = `(${literal(nationality.country)}, ${from}, ${from + share}, ${array(nationality.surnames)}, ${array([...nationality.male, ...nationality.female])}, ${array(nationality.cities)})`;
    from += share;
    return row;
  });
  for (const country of TAIL) {
    rows.push(`(${literal(country)}, ${from}, ${from + TAIL_SHARE}, ${array(['Nguyen', 'Tran', 'Mensah', 'Okafor', 'Otieno'])}, ${array(['Linh', 'Kwame', 'Amina'])}, ${array(['Capital'])})`);
    from += TAIL_SHARE;
  }
  return rows;
}

function jobRows(): string[] {
  const total = Object.values(JOB_SHARES).reduce((a, b) => a + b, 0);
  let from = 0;
  return Object.entries(JOB_SHARES).map(([title, share]) => {
    const row = `(${literal(title)}, ${from / total}, ${(from + share) / total})`;
    from += share;
    return row;
  });
}

/**
 * The journey (ADR 049): the shipped stages in order with their days. An approved worker has mostly
 * departed (eight in ten; the rest between visa and ticket), a rejected one stopped between interview
 * and medical, a pending one is anywhere before departure, in it since one of the last 20 days
 * (due after the stage's days: about half of them overdue). Only pending ones have a due day.
 */
const STAGES: readonly [string, number][] = [
  ['demand', 7], ['pre-approval', 14], ['advert', 7], ['interview', 7], ['contract', 7], ['medical', 7],
  ['visa', 21], ['orientation', 3], ['insurance', 3], ['labour-permit', 7], ['ticket', 5], ['departure', 0],
];
const stageRows = () => STAGES.map(([id, days], index) => `(${literal(id)}, ${days}, ${index})`).join(', ');

/** The INSERT: each row draws its country, job, status and age from random() (seeded: the same rows each run). */
function insertSql(count: number): string {
  return `
    with country(name, lo, hi, surnames, givens, cities) as (values ${countryRows().join(',\n')}),
    job(title, lo, hi) as (values ${jobRows().join(', ')}),
    stage(id, days, idx) as (values ${stageRows()}),
    draw as (
      select g, random() as rc, random() as rj, random() as rs, random() as ra, random() as rd, random() as rt, random() as rx,
        random() as rg, random() as rz,
        now() - make_interval(secs => random() * 3650 * 86400) as at
      from generate_series(1, ${count}) g
    ),
    applicant as (
      select d.*, c.name as country, j.title,
        c.surnames[1 + floor(d.rd * array_length(c.surnames, 1))::int] as surname,
        c.givens[1 + floor(d.ra * array_length(c.givens, 1))::int] as given,
        c.cities[1 + floor(d.rt * array_length(c.cities, 1))::int] as city,
        case when d.rs < 0.5 then 'pending' when d.rs < 0.8 then 'approved' else 'rejected' end as status
      from draw d join country c on d.rc >= c.lo and d.rc < c.hi join job j on d.rj >= j.lo and d.rj < j.hi
    ),
    placed as (
      select a.*, case
          when a.status = 'approved' then case when a.rz < 0.8 then 11 else 6 + floor(a.rg * 5)::int end
          when a.status = 'rejected' then 3 + floor(a.rg * 3)::int
          else floor(a.rg * 11)::int end as stage_idx,
        case when a.status = 'pending' then current_date - floor(a.rz * 20)::int else a.at::date + 30 end as since
      from applicant a
    ),
    journey as (
      select p.*, s.id as stage_id,
        case when p.status = 'pending' and s.days > 0 then to_char(p.since + s.days, 'YYYY-MM-DD') else '' end as due
      from placed p join stage s on s.idx = p.stage_idx
    )
    insert into applications (id, surname, given_n, sex, dob, birth_city, current_n, identification, national_id,
      company, duty_duration, job_title, salary, passport, issued_country, phone, email, is_status, pending, approve,
      search_text, stage, stage_since, stage_due, created_at, updated_at)
    select lpad(to_hex(extract(epoch from at)::bigint), 8, '0') || lpad(to_hex(g), 16, '0'), surname, given,
      case when rx < 0.6 then 'Male' else 'Female' end,
      to_char(date '1975-01-01' + (ra * 9000)::int, 'YYYY-MM-DD'), city, country, 'Mole on left cheek', 'N' || g,
      'Maple Foods Ltd', '2 years', title, '1200 USD', 'P' || lpad(g::text, 9, '0'), country, '97798' || lpad(g::text, 8, '0'),
      'applicant' || g || '@example.com', status, to_char(at, 'YYYY-MM-DD'),
      case when status = 'approved' then to_char(at + make_interval(days => 10 + (ra * 110)::int), 'YYYY-MM-DD') else '' end,
      lower('P' || lpad(g::text, 9, '0') || ' ' || surname || ' ' || given || ' applicant' || g || '@example.com'),
      stage_id, to_char(since, 'YYYY-MM-DD'), due, at, at
    from journey order by at`;
}

export interface SeedReport {
  insertSeconds: number;
  indexSeconds: number;
}

/**
 * `count` applications in the database `url` names (migrated, empty), their status counters and
 * fresh statistics (VACUUM ANALYZE: the visibility map an index-only scan needs, as autovacuum
 * leaves a live table).
 */
export async function seedRealisticApplications(url: string, count: number): Promise<SeedReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set maintenance_work_mem = '512MB'");
    await client.query('select setseed(0.17)');
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes where tablename = 'applications' and indexname <> 'applications_pkey'`,
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    const started = performance.now();
    await client.query(insertSql(count));
    const inserted = performance.now();
    for (const index of indexes) await client.query(index.definition);
    const indexed = performance.now();
    await client.query(`update application_stats s set count = c.n from (select is_status, count(*)::int as n from applications group by 1) c where s.status = c.is_status`);
    await client.query('vacuum analyze applications');
    return { insertSeconds: (inserted - started) / 1000, indexSeconds: (indexed - inserted) / 1000 };
  } finally {
    await client.end();
  }
}

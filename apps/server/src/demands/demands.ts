import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DEMAND_MESSAGES as M,
  isPublished,
  latinDigits,
  type Demand,
  type DemandFilters,
  type DemandList,
  type DemandRequest,
  type DemandSort,
  type Linked,
  type DemandUpdateSchema,
  type PositionInputSchema,
} from '@visadesk/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../db/client.ts';
import { applications, demandCallbacks, demands, type StoredPosition } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import { escapeLike } from '../applications/application-filters.ts';
import { recordStaffActivity, type StaffActor } from '../activity/staff-activity.ts';
import { changedParts, named } from './demand-activity.ts';

export type DemandRow = typeof demands.$inferSelect;
type DemandPatch = z.infer<typeof DemandUpdateSchema>;
type PositionRequest = z.infer<typeof PositionInputSchema>;

const notFound = () => new HttpError(404, M.notFound);

/** What the list's search reads: the employer, city, titles and pre-approval number, lower-cased, digits in Latin. */
function searchTextOf(row: Pick<DemandRow, 'employerName' | 'employerCity' | 'approvalNo' | 'positions'>): string {
  return latinDigits([row.employerName, row.employerCity, row.approvalNo, ...row.positions.map((p) => p.title)].join('\n')).toLowerCase();
}

/** Positions as stored: a kept one keeps its id, a new one is given one. */
function storedPositions(positions: readonly PositionRequest[]): StoredPosition[] {
  return positions.map(({ _id, ...position }) => ({ _id: _id ?? newId(), ...position }));
}

const emptyLinked = (): Linked => ({ total: 0, byStatus: {}, byStage: {} });

export function demandOf(row: DemandRow, linked: Record<string, Linked> = {}, enquiries = 0): Demand {
  return {
    _id: row.id,
    employer: { name: row.employerName, country: row.employerCountry, city: row.employerCity },
    positions: row.positions,
    approvalNo: row.approvalNo,
    approvalDate: row.approvalDate,
    interview: { date: row.interviewDate, place: row.interviewPlace },
    closes: row.closes,
    state: row.state,
    linked,
    enquiries,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ORDER: Record<DemandSort, SQL[]> = {
  '-createdAt': [desc(demands.createdAt), desc(demands.id)],
  createdAt: [asc(demands.createdAt), asc(demands.id)],
  closes: [asc(demands.closes), asc(demands.id)],
  '-closes': [desc(demands.closes), desc(demands.id)],
  employer: [sql`lower(${demands.employerName}) collate "C"`, asc(demands.id)],
  '-employer': [sql`lower(${demands.employerName}) collate "C" desc`, desc(demands.id)],
};

function whereOf(filters: Pick<DemandFilters, 'state' | 'country' | 'search'>): SQL | undefined {
  const search = latinDigits(filters.search).toLowerCase();
  return and(
    filters.state ? eq(demands.state, filters.state) : undefined,
    filters.country ? eq(demands.employerCountry, filters.country) : undefined,
    search ? sql`${demands.searchText} like ${`%${escapeLike(search)}%`}` : undefined,
  );
}

/**
 * Demand letters and the vacancies they open (ADR 052). Staff keep them; applications name the
 * demand and position they are for (`assertDemandLink`); the public pages read the open ones.
 */
export class DemandService {
  private readonly db: Database;
  private readonly today: () => string;

  constructor(db: Database, today: () => string) {
    this.db = db;
    this.today = today;
  }

  /** The applications linked to each demand's positions (by position id; '' for a demand without a position), by status and stage. */
  async linkedOf(ids: readonly string[]): Promise<Map<string, Record<string, Linked>>> {
    const result = new Map<string, Record<string, Linked>>();
    if (ids.length === 0) return result;
    const rows = await this.db
      .select({ demand: applications.demand, position: applications.position, status: applications.isStatus, stage: applications.stage, n: count() })
      .from(applications)
      .where(inArray(applications.demand, [...ids]))
      .groupBy(applications.demand, applications.position, applications.isStatus, applications.stage);
    for (const row of rows) {
      const byPosition = result.get(row.demand) ?? {};
      const linked = (byPosition[row.position] ??= emptyLinked());
      linked.total += row.n;
      linked.byStatus[row.status] = (linked.byStatus[row.status] ?? 0) + row.n;
      linked.byStage[row.stage] = (linked.byStage[row.stage] ?? 0) + row.n;
      result.set(row.demand, byPosition);
    }
    return result;
  }

  private async openEnquiries(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ demand: demandCallbacks.demandId, n: count() })
      .from(demandCallbacks)
      .where(and(inArray(demandCallbacks.demandId, [...ids]), eq(demandCallbacks.application, '')))
      .groupBy(demandCallbacks.demandId);
    return new Map(rows.map((row) => [row.demand, row.n]));
  }

  private async withCounts(rows: DemandRow[]): Promise<Demand[]> {
    const ids = rows.map((row) => row.id);
    const [linked, enquiries] = await Promise.all([this.linkedOf(ids), this.openEnquiries(ids)]);
    return rows.map((row) => demandOf(row, linked.get(row.id) ?? {}, enquiries.get(row.id) ?? 0));
  }

  async list(query: DemandFilters & { page: number; limit: number }): Promise<DemandList> {
    const where = whereOf(query);
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(demands).where(where);
    const totalPages = Math.max(1, Math.ceil(total / query.limit));
    const rows = await this.db.select().from(demands).where(where).orderBy(...ORDER[query.sort]).limit(query.limit).offset((query.page - 1) * query.limit);
    return { demands: await this.withCounts(rows), totalDemands: total, totalPages, currentPage: query.page };
  }

  /** Every demand the filters match, in their order, a batch at a time after `offset` (the export). */
  async batch(filters: DemandFilters, offset: number, size: number): Promise<Demand[]> {
    const rows = await this.db.select().from(demands).where(whereOf(filters)).orderBy(...ORDER[filters.sort]).limit(size).offset(offset);
    return this.withCounts(rows);
  }

  async row(id: string, db: Database | Tx = this.db): Promise<DemandRow> {
    const [row] = await db.select().from(demands).where(eq(demands.id, id));
    if (!row) throw notFound();
    return row;
  }

  async one(id: string): Promise<Demand> {
    const [demand] = await this.withCounts([await this.row(id)]);
    return demand as Demand;
  }

  async add(input: DemandRequest, actor: StaffActor): Promise<Demand> {
    const id = newId();
    // A new demand's positions are all new: any id a client sends is not kept.
    const positions = storedPositions(input.positions.map(({ _id: _, ...position }) => position));
    const values = {
      id,
      employerName: input.employer.name,
      employerCountry: input.employer.country,
      employerCity: input.employer.city,
      positions,
      approvalNo: input.approvalNo,
      approvalDate: input.approvalDate,
      interviewDate: input.interview.date,
      interviewPlace: input.interview.place,
      closes: input.closes,
      state: input.state,
    };
    await this.db.transaction(async (tx) => {
      await tx.insert(demands).values({ ...values, searchText: searchTextOf(values) });
      await recordStaffActivity(tx, actor, 'demand', `Demand added: ${named(values)}, ${positions.length} position(s), ${input.state}`);
    });
    return this.one(id);
  }

  /**
   * Replaces what the update names, keeps what it leaves out. The demand's row is locked first, so a
   * position removed here and an application linked to it at the same moment on another instance
   * wait for each other: a position that still has workers is never removed.
   */
  async update(id: string, patch: DemandPatch, actor: StaffActor): Promise<Demand> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(demands).where(eq(demands.id, id)).for('update');
      if (!before) throw notFound();
      let positions = before.positions;
      if (patch.positions) {
        const known = new Set(before.positions.map((p) => p._id));
        const unknown = patch.positions.find((p) => p._id !== undefined && !known.has(p._id));
        if (unknown) throw new HttpError(400, M.positionId, { errors: { positions: M.positionId } });
        positions = storedPositions(patch.positions);
        const kept = new Set(positions.map((p) => p._id));
        const removed = before.positions.filter((p) => !kept.has(p._id)).map((p) => p._id);
        if (removed.length > 0) {
          const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(applications).where(and(eq(applications.demand, id), inArray(applications.position, removed)));
          if (n > 0) throw new HttpError(409, M.positionLinked(String(n)), { errors: { positions: M.positionLinked(String(n)) } });
        }
      }
      const next = {
        employerName: patch.employer?.name ?? before.employerName,
        employerCountry: patch.employer?.country ?? before.employerCountry,
        employerCity: patch.employer?.city ?? before.employerCity,
        positions,
        approvalNo: patch.approvalNo ?? before.approvalNo,
        approvalDate: patch.approvalDate ?? before.approvalDate,
        interviewDate: patch.interview?.date ?? before.interviewDate,
        interviewPlace: patch.interview?.place ?? before.interviewPlace,
        closes: patch.closes ?? before.closes,
        state: patch.state ?? before.state,
      };
      await tx.update(demands).set({ ...next, searchText: searchTextOf(next), updatedAt: new Date() }).where(eq(demands.id, id));
      await recordStaffActivity(tx, actor, 'demand', `Demand changed: ${named(next)}: ${changedParts(before, next)}`);
    });
    return this.one(id);
  }

  /** Refused while applications are linked (the message says how many); its call-back requests go with it. */
  async remove(id: string, actor: StaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(demands).where(eq(demands.id, id)).for('update');
      if (!row) throw notFound();
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(applications).where(eq(applications.demand, id));
      if (n > 0) throw new HttpError(409, M.linked(String(n)));
      await tx.delete(demands).where(eq(demands.id, id));
      await recordStaffActivity(tx, actor, 'demand', `Demand deleted: ${named(row)}`);
    });
  }

  /** The demands the public pages show: open, not past their closing day, newest first. */
  async published(): Promise<DemandRow[]> {
    const today = this.today();
    const rows = await this.db.select().from(demands)
      .where(and(eq(demands.state, 'open'), sql`${demands.closes} >= ${today}`))
      .orderBy(desc(demands.createdAt), desc(demands.id));
    return rows.filter((row) => isPublished(row, today));
  }

  /** One demand as the public pages show it; null when it does not exist, undefined when it is no longer published (410). */
  async publishedOne(id: string): Promise<DemandRow | null | undefined> {
    const [row] = await this.db.select().from(demands).where(eq(demands.id, id));
    if (!row) return null;
    return isPublished(row, this.today()) ? row : undefined;
  }
}

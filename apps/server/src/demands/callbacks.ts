import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { APPLICATION_MESSAGES, CALLBACKS_PAGE_SIZE, DEMAND_MESSAGES as M, type Callback, type CallbackList, type Language } from '@visadesk/contract';
import type { RateLimitRule } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { applications, demandCallbacks, demands } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import { addressKey } from '../security/client-address.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { DemandService } from './demands.ts';

/**
 * A phone as the per-phone limit counts it: the country code the same whether written after `+`,
 * after the international `00` prefix or bare, so `+977…`, `00977…` and `977…` share one count.
 */
const phoneKey = (phone: string) => phone.replace(/^(?:\+|00)/, '');

export interface CallbackRules {
  perAddress: RateLimitRule;
  perPhone: RateLimitRule;
}

export interface CallbackRequest {
  name: string;
  phone: string;
  position: string;
}

/**
 * "Call me back" (ADR 052): a worker leaves a name, a phone and the position on a vacancy's page.
 * It lands on the desk as a call-back request, never shown publicly; counted per address (IPv6 by
 * its /64) and per phone in the database, so several instances count together.
 */
export class CallbackService {
  private readonly db: Database;
  private readonly demands: DemandService;
  private readonly limiter: RateLimiter;
  private readonly rules: CallbackRules;

  constructor(db: Database, demandService: DemandService, limiter: RateLimiter, rules: CallbackRules) {
    this.db = db;
    this.demands = demandService;
    this.limiter = limiter;
    this.rules = rules;
  }

  /**
   * Records a request for an open position of a published demand. 404 for no such demand, 410 for
   * one no longer published, 400 for a position not its own, 429 past a limit (checked before the
   * rest, so guessing ids costs attempts too).
   */
  async leave(demandId: string, input: CallbackRequest, language: Language, ip: string): Promise<void> {
    const [byAddress, byPhone] = await Promise.all([
      this.limiter.hit(`callback:address:${addressKey(ip)}`, this.rules.perAddress),
      this.limiter.hit(`callback:phone:${phoneKey(input.phone)}`, this.rules.perPhone),
    ]);
    if (!byAddress.allowed || !byPhone.allowed) {
      const retry = Math.max(byAddress.allowed ? 0 : byAddress.retryAfterSeconds, byPhone.allowed ? 0 : byPhone.retryAfterSeconds);
      throw new HttpError(429, M.callbackTooMany, { headers: { 'retry-after': String(retry) } });
    }
    const demand = await this.demands.publishedOne(demandId);
    if (demand === null) throw new HttpError(404, M.notFound);
    if (demand === undefined) throw new HttpError(410, M.callbackClosed);
    if (!demand.positions.some((p) => p._id === input.position)) throw new HttpError(400, M.callbackPosition, { errors: { position: M.callbackPosition } });
    await this.db.insert(demandCallbacks).values({ id: newId(), demandId, positionId: input.position, name: input.name, phone: input.phone, language });
  }

  async list(query: { page: number; demand: string; state: 'open' | 'done' | '' }): Promise<CallbackList> {
    const where: SQL | undefined = and(
      query.demand ? eq(demandCallbacks.demandId, query.demand) : undefined,
      query.state === 'open' ? eq(demandCallbacks.application, '') : query.state === 'done' ? ne(demandCallbacks.application, '') : undefined,
    );
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(demandCallbacks).where(where);
    const rows = await this.db
      .select({ callback: demandCallbacks, employer: demands.employerName, country: demands.employerCountry, positions: demands.positions })
      .from(demandCallbacks)
      .innerJoin(demands, eq(demands.id, demandCallbacks.demandId))
      .where(where)
      .orderBy(desc(demandCallbacks.createdAt), desc(demandCallbacks.id))
      .limit(CALLBACKS_PAGE_SIZE)
      .offset((query.page - 1) * CALLBACKS_PAGE_SIZE);
    const enquiries: Callback[] = rows.map(({ callback, employer, country, positions }) => ({
      _id: callback.id,
      demand: callback.demandId,
      position: callback.positionId,
      positionTitle: positions.find((p) => p._id === callback.positionId)?.title ?? '',
      employer,
      country,
      name: callback.name,
      phone: callback.phone,
      language: callback.language,
      application: callback.application,
      createdAt: callback.createdAt.toISOString(),
    }));
    return { enquiries, total, totalPages: Math.max(1, Math.ceil(total / CALLBACKS_PAGE_SIZE)), currentPage: query.page };
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.db.delete(demandCallbacks).where(eq(demandCallbacks.id, id)).returning({ id: demandCallbacks.id });
    if (deleted.length === 0) throw new HttpError(404, M.enquiryNotFound);
  }

  /** Marks the request as turned into `application` (staff filled in the rest of the form). */
  async done(id: string, application: string): Promise<void> {
    const [exists] = await this.db.select({ id: applications.id }).from(applications).where(eq(applications.id, application));
    if (!exists) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
    const updated = await this.db.update(demandCallbacks).set({ application }).where(eq(demandCallbacks.id, id)).returning({ id: demandCallbacks.id });
    if (updated.length === 0) throw new HttpError(404, M.enquiryNotFound);
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbCtx } from '../db/types';
import type { Lang } from '../i18n/lang';

export type FaultKind = 'delay' | 'status' | 'malformed' | 'drop' | 'dropAnswer' | 'delayAnswer';
export type Fault = { path: string; kind: FaultKind; ms?: number; status?: number; count: number };
export type LoggedRequest = {
  at: number;
  method: string;
  path: string;
  memberId: number | null;
  status: number;
  body?: unknown;
};

/** What every route module gets: the database and the clock the rules work on, and the operator's live switches. */
export type Ctx = DbCtx & {
  secret: string;
  faults: Fault[];
  requests: LoggedRequest[];
  /** every API route (method, path and the HTTP statuses whose answers it declares), for tests that sweep the API */
  routes: Array<{ method: string; url: string; answers: string[] }>;
  /** whether the platform has the responsible-play calls (routes/responsible.ts) and enforces them */
  responsiblePlay: boolean;
};

/** A keyed request's claimed row (http/idempotency.ts), from the claim to its answer. */
export type IdempotencyClaim = { rowId: number; memberId: number | null; reply: FastifyReply; committed: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    memberId: number | null;
    renewedToken: string | null;
    /** the well-formed Idempotency-Key of a request to a keyed route, else null */
    idemKey: string | null;
    idem: IdempotencyClaim | null;
  }
}

export type Req = FastifyRequest;
export type Rep = FastifyReply;

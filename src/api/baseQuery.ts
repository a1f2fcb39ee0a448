import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { getApiBase } from './apiBase';
import { bareToken, readToken, writeToken } from './tokenCookie';
import { takeEarlyRead } from './earlyReads';
import { requestUrl, sendsLang, type QueryParams } from './requestUrl';
import {
  maintenanceRedirect,
  requestFailed,
  requestFinished,
  requestStarted,
  tokenRenewed,
  unauthorized,
} from './requestSignals';
import { safeHttpUrl } from '@/lib/safeUrl';
import { nextTask } from '@/lib/nextTask';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Game login and game-wallet transfers wait on the supplier, so they get 100 s (docs/screens.md#numbers-and-limits). */
export const LONG_TIMEOUT_MS = 100_000;

/** Client-side texts the layer falls back on when the server gave none. */
export const NET_MESSAGES = {
  timeout: 'common.net.timeoutText',
  failed: 'common.net.failedText',
  offline: 'common.net.offlineText',
} as const;

export type ApiArgs =
  | string
  | {
      url: string;
      method?: string;
      body?: unknown;
      params?: QueryParams;
      /** sent for the member but not by a tap (the account's language kept in step): no mask and no toast */
      background?: boolean;
      /** the key of the member's intent this request carries out (api/intent): sent as its Idempotency-Key */
      intentKey?: string;
    };

export type ApiExtraOptions = {
  /** ms before the call counts as 'network timeout'; default 10 s. */
  timeout?: number;
  /** false: no loading mask while the call is pending (background refreshes, captcha). */
  mask?: boolean;
  /** false: the caller shows its own message instead of the error toast. */
  toast?: boolean;
};

export type ApiError = {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSE_ERROR' | 'ABORTED' | 'CUSTOM_ERROR';
  /** The server's own message (already in the member's language). */
  message?: string;
  /** A client message id to show when the server gave no message. */
  messageId?: string;
  data?: unknown;
};

/** The platform's flat envelope: `{status, code, message, ...payload}`. */
export type Envelope = { status: string; code?: number; message?: string; [key: string]: unknown };

type StateWithLocale = { locale?: { lang?: string } };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessage(body: unknown): string | undefined {
  if (!isEnvelope(body)) return undefined;
  const m = body.message;
  return typeof m === 'string' && m.trim() ? m : undefined;
}

/**
 * An answer the early script asked for (or its body), held to the call's own time-out and cancellation as a fetch
 * of the call's would be: a read that hangs fails the call at its time-out, like any other.
 */
function heldBy<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    answer.then(resolve, reject);
  });
}

/**
 * The single door to the platform API (docs/screens.md#how-state-moves, docs/screens.md#errors-and-messages): lang, Bearer token, renewed tokens, time-outs,
 * envelope checks (status !== 'success' fails even on HTTP 200), and signals for mask, toasts, 401, 503.
 * Never retries: a money-moving call is sent exactly once.
 */
export const baseQuery: BaseQueryFn<ApiArgs, Envelope, ApiError, ApiExtraOptions> = async (args, api, extraOptions) => {
  const {
    url,
    method = 'GET',
    body,
    params,
    background,
    intentKey,
  } = typeof args === 'string' ? ({ url: args } as Exclude<ApiArgs, string>) : args;
  const options = background ? { ...extraOptions, mask: false, toast: false } : (extraOptions ?? {});
  const path = url.replace(/^\/+/, '');
  const lang = sendsLang(path) ? ((api.getState() as StateWithLocale).locale?.lang ?? 'zh_cn') : null;
  const sentToken = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A form (the receipt upload) goes as multipart: the browser writes its content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  if (intentKey) headers['Idempotency-Key'] = intentKey;
  // The call carries the session and language it was asked in, and is sent in a task after the one that asked. A
  // screen's first frame asks for all its reads at once (React runs a commit's effects in one task), and sending
  // each of them there made that one task long on a slow phone: Lighthouse mobile, bet records, 8 loads each, the
  // entry's blocking time went from 353 to 240 ms a load, in more and shorter tasks.
  await nextTask();
  if (api.signal?.aborted) return { error: { status: 'ABORTED' } };

  const toast = (failure: { message?: string; messageId?: string }) => {
    if (options.toast !== false) api.dispatch(requestFailed(failure));
  };
  // Offline, nothing is sent and nothing waits to be sent later: a money request is never replayed.
  // A read says so where it stands (the banner and the screen); only what the member did gets a toast.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    if (api.type === 'mutation') toast({ messageId: NET_MESSAGES.offline });
    return { error: { status: 'FETCH_ERROR', messageId: NET_MESSAGES.offline } };
  }
  const mask = options.mask !== false;
  if (mask) api.dispatch(requestStarted({ endpoint: api.endpoint }));
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  api.signal?.addEventListener('abort', onAbort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? DEFAULT_TIMEOUT_MS);

  try {
    let response: Response;
    let text: string;
    try {
      const url = requestUrl(getApiBase(), path, params, lang);
      // A read the early script already sent (home's banners, the member's info, a member screen's first reads) is
      // taken, not sent again.
      const early = isForm
        ? null
        : takeEarlyRead(url, Date.now(), {
            method,
            body: body === undefined ? undefined : JSON.stringify(body),
            token: sentToken,
          });
      response = await (early
        ? heldBy(early, controller.signal)
        : fetch(url, {
            method,
            headers,
            body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
            signal: controller.signal,
          }));
      text = await (early ? heldBy(response.text(), controller.signal) : response.text());
    } catch {
      if (!timedOut && api.signal?.aborted) return { error: { status: 'ABORTED' } };
      toast({ messageId: NET_MESSAGES.timeout });
      return { error: { status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', messageId: NET_MESSAGES.timeout } };
    }

    let parsed: unknown;
    let parseFailed = false;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parseFailed = true;
    }

    const renewed = bareToken(response.headers.get('authorization'));
    if (renewed && sentToken && renewed !== sentToken && readToken() === sentToken) {
      writeToken(renewed);
      api.dispatch(tokenRenewed({ token: renewed, sentToken }));
    }

    const message = serverMessage(parsed);
    if (response.status === 401) {
      api.dispatch(unauthorized({ sentToken }));
      return { error: { status: 401, message, data: parsed } };
    }
    if (response.status === 503 && isEnvelope(parsed)) {
      const target = safeHttpUrl(parsed.redirect, typeof location !== 'undefined' ? location.href : undefined);
      if (target) {
        api.dispatch(maintenanceRedirect({ url: target }));
        return { error: { status: 503, message, data: parsed } };
      }
    }
    if (parseFailed || !isEnvelope(parsed)) {
      toast({ message: response.ok ? undefined : message, messageId: NET_MESSAGES.failed });
      return {
        error: { status: response.ok ? 'PARSE_ERROR' : response.status, messageId: NET_MESSAGES.failed, data: text },
      };
    }
    if (!response.ok || parsed.status !== 'success') {
      toast({ message, messageId: NET_MESSAGES.failed });
      return { error: { status: response.status, message, messageId: NET_MESSAGES.failed, data: parsed } };
    }
    return { data: parsed };
  } finally {
    clearTimeout(timer);
    api.signal?.removeEventListener('abort', onAbort);
    if (mask) api.dispatch(requestFinished({ endpoint: api.endpoint }));
  }
};

/** Narrows an unknown rejection (from `unwrap()` or a hook's `error`) to the layer's error shape. */
export function asApiError(error: unknown): ApiError | null {
  if (typeof error === 'object' && error !== null && 'status' in error) return error as ApiError;
  return null;
}

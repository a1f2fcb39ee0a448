import type { Ctx, FaultKind, Rep, Req } from '../http/context';

/**
 * Faults that strike once the platform has done the work: the answer is lost on its way back (the connection is
 * cut, or the answer waits past the app's time-out). The money has moved; only a key lets the app learn so.
 */
const ON_ANSWER: FaultKind[] = ['dropAnswer', 'delayAnswer'];

/** The first armed fault for this API path of the given moment, counted down. */
function takeFault(ctx: Ctx, apiPath: string, onAnswer: boolean) {
  const f = ctx.faults.find(
    (x) => x.count > 0 && (x.path === apiPath || x.path === '*') && ON_ANSWER.includes(x.kind) === onAnswer,
  );
  if (!f) return null;
  f.count -= 1;
  if (f.count <= 0) ctx.faults.splice(ctx.faults.indexOf(f), 1);
  return f;
}

/** Applies the first armed fault for this API path (the operator's fault injection), before the route runs. */
export async function applyFault(ctx: Ctx, apiPath: string, req: Req, reply: Rep): Promise<void> {
  const f = takeFault(ctx, apiPath, false);
  if (!f) return;
  switch (f.kind) {
    case 'delay':
      await new Promise((r) => setTimeout(r, f.ms ?? 11_000));
      return;
    case 'status': {
      const status = f.status ?? 500;
      const body: Record<string, unknown> = { status: 'error', code: status, message: `injected ${status}` };
      if (status === 503) body.redirect = `http://${req.headers.host ?? 'localhost'}/maintenance.html`;
      reply.code(status).send(body);
      return;
    }
    case 'malformed':
      reply.code(200).header('content-type', 'application/json').send('{"status":"success","data":{');
      return;
    case 'drop':
      req.raw.socket.destroy();
      reply.hijack();
      return;
  }
}

/** Applies the first armed fault that strikes the answer (ON_ANSWER), after the route has done its work. */
export async function applyAnswerFault(ctx: Ctx, apiPath: string, req: Req): Promise<void> {
  const f = takeFault(ctx, apiPath, true);
  if (f?.kind === 'delayAnswer') await new Promise((r) => setTimeout(r, f.ms ?? 11_000));
  if (f?.kind === 'dropAnswer') req.raw.socket.destroy();
}

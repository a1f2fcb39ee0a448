import type { Ctx, Rep, Req } from '../http/context';

/** Applies the first armed fault for this API path (the operator's fault injection), counting it down. */
export async function applyFault(ctx: Ctx, apiPath: string, req: Req, reply: Rep): Promise<void> {
  const f = ctx.faults.find((x) => x.count > 0 && (x.path === apiPath || x.path === '*'));
  if (!f) return;
  f.count -= 1;
  if (f.count <= 0) ctx.faults.splice(ctx.faults.indexOf(f), 1);
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

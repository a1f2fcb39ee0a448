import type { Req } from './context';

/** Operator controls answer only requests from this machine. */
export function isLoopback(req: Req): boolean {
  const a = req.socket.remoteAddress ?? '';
  return a === '127.0.0.1' || a === '::1' || a === '::ffff:127.0.0.1' || a.startsWith('127.');
}

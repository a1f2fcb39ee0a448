import type { Req } from './context';

/** This server's origin as the request reached it: links in answers point back to the same host. */
export const origin = (req: Req) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

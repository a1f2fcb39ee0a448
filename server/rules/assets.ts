import type { Db } from '../db/types';
import { escapeHtml } from '../lib/html';

/** Stores a generated image; returns its public path (`/assets/<id>`), same origin as the app. */
export function putAsset(db: Db, id: string, body: string | Buffer, contentType = 'image/svg+xml'): string {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(id)) throw new Error(`bad asset id ${id}`);
  db.prepare('INSERT OR REPLACE INTO assets (id, content_type, body) VALUES (?,?,?)').run(
    id,
    contentType,
    typeof body === 'string' ? Buffer.from(body) : body,
  );
  return `/assets/${id}`;
}

/** A simple generated picture: a gradient card with a title and optional subtitle. */
export function svgCard(o: {
  w: number;
  h: number;
  title: string;
  subtitle?: string;
  hue: number;
  radius?: number;
}): string {
  const { w, h, hue } = o;
  const fs = Math.round(Math.min((w / Math.max(4, o.title.length)) * 1.1, h / 3));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,30%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="${o.radius ?? 12}" fill="url(#g)"/>` +
    `<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.35}" fill="#fff" opacity=".08"/>` +
    `<text x="50%" y="${o.subtitle ? '45%' : '55%'}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${fs}" fill="#fff">${escapeHtml(o.title)}</text>` +
    (o.subtitle
      ? `<text x="50%" y="70%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(fs / 2)}" fill="#fff" opacity=".85">${escapeHtml(o.subtitle)}</text>`
      : '') +
    `</svg>`
  );
}

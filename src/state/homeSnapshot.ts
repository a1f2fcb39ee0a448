/**
 * Home's last known banners and game hall, kept in localStorage so a member who comes back sees them at
 * once (the early shell and the home screen) while fresh answers load. Nothing about money is ever kept
 * here: a field that names money (balance, amount, credit, rebate…) is dropped on the way in and on the
 * way out, so a figure on screen always comes from the network or is a skeleton.
 */
export const HOME_SNAPSHOT_KEY = 'home.snapshot.v1';

export type SnapshotBanner = { title: string; url: string; jump_link: string | null; is_new_window: 0 | 1 };
export type HomeSnapshot = { lang: string; banners?: SnapshotBanner[]; games?: unknown[] };

/** Field names that carry money anywhere on the platform; matched case-insensitively on whole words. */
const MONEY_FIELD =
  /(?:^|_)(?:money|balance|amount|credit|quota|fs|rebate|bonus|wallet|cash|yuebao|profit|bet|win|deposit|withdraw(?:al)?|price|total|sum|cents?)(?:_|$)/i;

export function isMoneyField(name: string): boolean {
  return MONEY_FIELD.test(name);
}

/** A deep copy of `value` without any money-named field. */
export function withoutMoney(value: unknown, depth = 0): unknown {
  if (depth > 6) return undefined;
  if (Array.isArray(value)) return value.map((v) => withoutMoney(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (!isMoneyField(k)) out[k] = withoutMoney(v, depth + 1);
    }
    return out;
  }
  return value;
}

function asBanners(value: unknown): SnapshotBanner[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((b): b is Record<string, unknown> => !!b && typeof b === 'object' && typeof b.url === 'string')
    .map((b) => ({
      title: typeof b.title === 'string' ? b.title : '',
      url: b.url as string,
      jump_link: typeof b.jump_link === 'string' ? b.jump_link : null,
      is_new_window: b.is_new_window === 1 ? 1 : 0,
    }));
}

/** The snapshot for `lang`, or null (none, another language, unreadable storage). */
export function readHomeSnapshot(lang: string, storage: Storage | null = safeStorage()): HomeSnapshot | null {
  try {
    const raw = storage?.getItem(HOME_SNAPSHOT_KEY);
    if (!raw) return null;
    const parsed = withoutMoney(JSON.parse(raw)) as Partial<HomeSnapshot> | null;
    if (!parsed || parsed.lang !== lang) return null;
    return {
      lang,
      banners: asBanners(parsed.banners),
      games: Array.isArray(parsed.games) ? parsed.games : undefined,
    };
  } catch {
    return null;
  }
}

/** Keeps the latest answer of one part of home (money fields dropped). */
export function writeHomeSnapshot(
  lang: string,
  part: { banners?: unknown; games?: unknown },
  storage: Storage | null = safeStorage(),
): void {
  try {
    if (!storage) return;
    const current = readHomeSnapshot(lang, storage) ?? { lang };
    const next: HomeSnapshot = { ...current, lang };
    if (part.banners !== undefined) next.banners = asBanners(part.banners);
    if (part.games !== undefined) next.games = Array.isArray(part.games) ? (withoutMoney(part.games) as unknown[]) : [];
    storage.setItem(HOME_SNAPSHOT_KEY, JSON.stringify(next));
  } catch {
    /* storage full or blocked: the next visit starts from skeletons */
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

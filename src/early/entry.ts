/**
 * When the app's entry (every script of index.html but the early one) runs. index.html downloads its files at
 * once (preloads, scripts/entry-preload-plugin.cjs) and lists them in the #entry-files data block; the early
 * script runs them here once the early shell's opening image (home's first banner, the login captcha) is on
 * screen, so the framework's start-up never stands between the member and that image. A route without such an
 * image, a read that fails or answers empty, a broken image: the entry runs at once. A slow image holds it back
 * until ENTRY_CAP_MS after the navigation started, never longer.
 */

import { readDataBlock } from './dataBlock';

/** Past this (ms after navigation start) the entry runs whatever the opening image is doing. */
export const ENTRY_CAP_MS = 1800;

/**
 * How long, after the image's frame, its paint report is waited for before the frame alone is trusted. The
 * report comes once the frame is presented, which on a busy phone can be well after the frame was drawn. An
 * element-timing report comes for every painted image that asks for one (the shell's opening images do:
 * `elementtiming`), so where the browser has it the wait only covers an image never painted at all. Without it,
 * the largest-contentful-paint report is all there is, and none comes when a larger element painted first: the
 * wait is short.
 */
const ELEMENT_REPORT_WAIT_MS = 1000;
const REPORT_WAIT_MS = 100;

export type EntryFile = { src: string; integrity?: string; crossorigin?: string };

type Holder = { __entryStarted?: boolean };
type PaintEntry = PerformanceEntry & { element?: Element | null };

/** The entry's files in the order they run, as the build listed them. */
export function entryFiles(doc: Document = document): EntryFile[] {
  const list = readDataBlock('entry-files', doc);
  return Array.isArray(list) ? list.filter((f): f is EntryFile => typeof (f as EntryFile)?.src === 'string') : [];
}

/**
 * Adds the entry's scripts, once per page whoever asks (the image, the cap, a second copy of this script).
 * async=false runs them in list order, each as soon as its preloaded copy is there; a file the page already
 * has a script for is left to that script.
 */
export function runEntry(files: EntryFile[], nonce = '', doc: Document = document): boolean {
  const g = globalThis as Holder;
  if (g.__entryStarted) return false;
  g.__entryStarted = true;
  const present = new Set([...doc.scripts].map((s) => s.getAttribute('src')));
  for (const file of files) {
    if (present.has(file.src)) continue;
    const script = scriptFor(file, nonce, doc);
    script.async = false;
    doc.body.appendChild(script);
  }
  return true;
}

/** A script element for one of the build's files, with its integrity, crossorigin and the page's nonce. */
export function scriptFor(file: EntryFile, nonce = '', doc: Document = document): HTMLScriptElement {
  const script = doc.createElement('script');
  if (file.integrity) script.integrity = file.integrity;
  if (file.crossorigin !== undefined) script.crossOrigin = file.crossorigin;
  if (nonce) script.nonce = nonce;
  script.src = file.src;
  return script;
}

/** True once the image is loaded and decoded, false when it cannot be shown. */
function decoded(img: HTMLImageElement): Promise<boolean> {
  if (typeof img.decode === 'function')
    return img.decode().then(
      () => true,
      () => img.complete && img.naturalWidth > 0,
    );
  if (img.complete) return Promise.resolve(img.naturalWidth > 0);
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(true), { once: true });
    img.addEventListener('error', () => resolve(false), { once: true });
  });
}

/** The paint reports this browser sends, of the two that can name the image. */
function paintReports(): string[] {
  if (typeof PerformanceObserver === 'undefined') return [];
  const types = PerformanceObserver.supportedEntryTypes ?? [];
  return ['element', 'largest-contentful-paint'].filter((t) => types.includes(t));
}

/**
 * Settles in a task once a paint report (of `types`) names an element `painted` accepts, or once `otherwise`
 * says to stop waiting for one.
 */
function whenReported(
  painted: (entry: PaintEntry) => boolean,
  types: string[],
  otherwise: (settle: () => void) => void,
): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      observer?.disconnect();
      setTimeout(resolve, 0);
    };
    if (types.length) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => painted(e as PaintEntry))) settle();
      });
      for (const type of types) observer.observe({ type, buffered: true });
    }
    otherwise(settle);
  });
}

/**
 * Settles in a task after the image has painted: its element-timing or largest-contentful-paint report (sent
 * once the frame is presented), else a frame after it has decoded. A broken image settles at once.
 */
export function whenShown(img: HTMLImageElement): Promise<void> {
  const reports = paintReports();
  const wait = reports.includes('element') ? ELEMENT_REPORT_WAIT_MS : reports.length ? REPORT_WAIT_MS : 0;
  return whenReported(
    (e) => e.element === img,
    reports,
    (settle) =>
      void decoded(img).then((ok) => {
        if (!ok) settle();
        else requestAnimationFrame(() => setTimeout(settle, wait));
      }),
  );
}

/**
 * Settles in a task after what was just drawn into `container` has painted: the largest-contentful-paint
 * report naming an element of it painted since (sent once the frame is presented; an earlier paint of the
 * container, still in the buffered reports, does not count), else a moment after its frame, since no report comes
 * when nothing drawn is larger than what was on screen before.
 */
export function whenDrawn(container: Element): Promise<void> {
  const since = performance.now();
  const reports = paintReports().filter((t) => t === 'largest-contentful-paint');
  return whenReported(
    (e) => e.startTime >= since && Boolean(e.element && container.contains(e.element)),
    reports,
    (settle) => requestAnimationFrame(() => setTimeout(settle, reports.length ? REPORT_WAIT_MS : 0)),
  );
}

export type EntryGate = {
  startAfter: (opening: Promise<HTMLImageElement | null> | null) => void;
  /** The nonce the early script was allowed with, for a policy that asks dynamically added scripts for one. */
  nonce: string;
};

/**
 * Holds the entry back, from the moment the early script starts: the cap is armed first, so nothing the
 * early script does later (or fails to do) can keep the app from starting. `startAfter` names the opening
 * image (null: none, run now).
 */
export function holdEntry(capMs = ENTRY_CAP_MS): EntryGate {
  const files = entryFiles();
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  const run = () => void runEntry(files, nonce);
  setTimeout(run, Math.max(0, capMs - performance.now()));
  return {
    nonce,
    startAfter(opening) {
      if (!opening) return run();
      opening.then((img) => (img?.isConnected ? whenShown(img) : undefined)).then(run, run);
    },
  };
}

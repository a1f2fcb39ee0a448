import { htmlPreview } from '@/lib/htmlPreview';
import type { Notice } from '@/api/systemApi';

/** A notice's row's figures: its title and its text as one plain line. */
export type NoticeFigures = { title: string; text: string };

/**
 * A notice's row as text: its title and its text as one plain line. What the notices list draws, and what the early
 * script writes into a drawn list's row template from its own read of the notices.
 */
export function noticeFigures(notice: Notice): NoticeFigures {
  return { title: notice.title, text: htmlPreview(notice.content) };
}

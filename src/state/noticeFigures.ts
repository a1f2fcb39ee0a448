import { htmlPreview } from '@/lib/htmlPreview';
import type { Notice } from '@/api/systemApi';
import type { RowFigures } from './recordFigures';

/**
 * A notice's row as text: its title and its text as one plain line. What the notices list draws, and what the early
 * script writes into a drawn list's row template from its own read of the notices.
 */
export function noticeFigures(notice: Notice): RowFigures {
  return { title: notice.title, text: htmlPreview(notice.content) };
}

import { defineMessages } from 'react-intl';

/** Texts of the shared record list page and its parts (kept under the records ids every catalog has). */
export const m = defineMessages({
  refreshButton: { id: 'records.list.refreshButton' },
  detailTitle: { id: 'records.list.detailTitle' },
  notFoundText: { id: 'records.list.notFoundText' },
  backToListButton: { id: 'records.list.backToListButton' },
  allOption: { id: 'records.list.allOption' },
  statusPending: { id: 'records.status.pendingText' },
  statusSuccess: { id: 'records.status.successText' },
  statusFailed: { id: 'records.status.failedText' },
});

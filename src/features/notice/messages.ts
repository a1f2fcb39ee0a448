import { defineMessages } from 'react-intl';

/** Texts of the notice screens (catalog ids; the words live in i18n/<locale>.json). */
export const m = defineMessages({
  listLabel: { id: 'notice.list.listLabel' },
  emptyText: { id: 'notice.list.emptyText' },
  emptyAction: { id: 'notice.list.emptyAction' },
  detailTitle: { id: 'notice.detail.titleText' },
  openLinkButton: { id: 'notice.detail.openLinkButton' },
  notFoundText: { id: 'notice.detail.notFoundText' },
  alertLabel: { id: 'notice.alert.dialogLabel' },
  closeButton: { id: 'notice.alert.closeButton' },
});

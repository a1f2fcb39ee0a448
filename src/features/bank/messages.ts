import { defineMessages } from 'react-intl';

/** Texts of the bank card screen (catalog ids; the words live in i18n/<locale>.json). */
export const m = defineMessages({
  titleText: { id: 'bank.card.titleText' },
  addButton: { id: 'bank.card.addButton' },
  changeButton: { id: 'bank.card.changeButton' },
  deleteButton: { id: 'bank.card.deleteButton' },
  confirmDeleteText: { id: 'bank.card.confirmDeleteText' },
  confirmButton: { id: 'bank.card.confirmButton' },
  cancelButton: { id: 'bank.card.cancelButton' },
  addedText: { id: 'bank.card.addedText' },
  updatedText: { id: 'bank.card.updatedText' },
  deletedText: { id: 'bank.card.deletedText' },
  emptyText: { id: 'bank.card.emptyText' },
  ownerLabel: { id: 'bank.card.ownerLabel' },
  accountLabel: { id: 'bank.card.accountLabel' },
  branchLabel: { id: 'bank.card.branchLabel' },
  remarkLabel: { id: 'bank.card.remarkLabel' },
  boundLabel: { id: 'bank.card.boundLabel' },
  addTitle: { id: 'bank.card.addTitleText' },
  changeTitle: { id: 'bank.card.changeTitleText' },
  saveButton: { id: 'bank.card.saveButton' },
  virtualBadge: { id: 'bank.card.virtualBadge' },
});

import { defineMessages } from 'react-intl';

/** Texts of the game list (catalog ids; the words live in i18n/<locale>.json). */
export const m = defineMessages({
  hotTab: { id: 'games.list.hotTab' },
  recommendTab: { id: 'games.list.recommendTab' },
  newTab: { id: 'games.list.newTab' },
  allTab: { id: 'games.list.allTab' },
  tagsLabel: { id: 'games.list.tagsLabel' },
  searchLabel: { id: 'games.list.searchLabel' },
  searchPlaceholder: { id: 'games.list.searchPlaceholder' },
  listLabel: { id: 'games.list.listLabel' },
  emptyText: { id: 'games.list.emptyText' },
  noMatchText: { id: 'games.list.noMatchText' },
  playButton: { id: 'games.list.playButton' },
  hotBadge: { id: 'games.list.hotBadge' },
  newBadge: { id: 'games.list.newBadge' },
  issueText: { id: 'games.list.issueText' },
  sweepingText: { id: 'games.supplier.sweepingText' },
});

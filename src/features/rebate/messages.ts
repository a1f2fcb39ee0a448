import { defineMessages } from 'react-intl';

/** Texts of the instant rebate screen (catalog ids; the words live in i18n/<locale>.json). */
export const m = defineMessages({
  titleText: { id: 'rebate.fsnow.titleText' },
  availableText: { id: 'rebate.fsnow.availableText' },
  todayLabel: { id: 'rebate.fsnow.todayLabel' },
  yesterdayLabel: { id: 'rebate.fsnow.yesterdayLabel' },
  totalLabel: { id: 'rebate.fsnow.totalLabel' },
  linesSection: { id: 'rebate.fsnow.linesSection' },
  validBetLabel: { id: 'rebate.fsnow.validBetLabel' },
  rateLabel: { id: 'rebate.fsnow.rateLabel' },
  dueLabel: { id: 'rebate.fsnow.dueLabel' },
  claimButton: { id: 'rebate.fsnow.claimButton' },
  claimingText: { id: 'rebate.fsnow.claimingText' },
  failedText: { id: 'rebate.fsnow.failedText' },
  emptyText: { id: 'rebate.fsnow.emptyText' },
  playButton: { id: 'rebate.fsnow.playButton' },
  walletText: { id: 'rebate.fsnow.walletText' },
});

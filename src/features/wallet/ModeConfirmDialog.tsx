import { useIntl } from 'react-intl';
import { Dialog } from 'antd-mobile';
import type { TransferModeEvent } from '@machines/transferModeMachine';
import { m } from './messages';

type Props = { visible: boolean; target: 0 | 1; send: (e: TransferModeEvent) => void };

/** Asks before the transfer mode changes. */
export function ModeConfirmDialog({ visible, target, send }: Props) {
  const t = useIntl().formatMessage;
  return (
    <Dialog
      visible={visible}
      aria-label={t(m.modeSection)}
      content={t(target === 1 ? m.confirmAutoText : m.confirmManualText)}
      closeOnAction
      onClose={() => undefined}
      getContainer={() => document.querySelector('main') ?? document.body}
      actions={[
        [
          { key: 'cancel', text: t(m.cancelButton), onClick: () => send({ type: 'confirm.cancel' }) },
          { key: 'ok', text: t(m.confirmButton), bold: true, onClick: () => send({ type: 'confirm.accept' }) },
        ],
      ]}
    />
  );
}

import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { useSingleSubmit } from '@/components/useSingleSubmit';
import { useDeleteMailMutation, useReadMailMutation } from '@/api/mailApi';
import type { Box } from './useMailBoxes';
import { m } from './messages';

/** Marking mails read or unread and deleting them, each confirmed by a toast once the platform has done it. */
export function useMailActions(box: Box) {
  const dispatch = useAppDispatch();
  const [readMail] = useReadMailMutation();
  const [deleteMail, deleting] = useDeleteMailMutation();
  const toast = (id: string) => dispatch(toastShown({ kind: 'success', messageId: id }));
  // Marking is sent once per burst of taps; a tap ignored as part of the burst changes nothing.
  const once = useSingleSubmit();
  const setRead = async (ids: number[], read: boolean) => {
    await once(
      async () => {
        await readMail({ ids, read }).unwrap();
        toast(read ? m.markedReadText.id : m.markedUnreadText.id);
      },
      `${ids.join(',')}:${read}`,
    );
  };
  const remove = async (ids: number[]) => {
    await deleteMail({ ids, sent: box === 'outbox' }).unwrap();
    toast(m.deletedText.id);
  };
  return { setRead, remove, deleting: deleting.isLoading };
}

import { useSingleSubmit } from '@/components/useSingleSubmit';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { useDeleteMailMutation, useReadMailMutation } from '@/api/mailApi';
import { m } from './messages';

/**
 * What the member can do to mails of a box: mark them read or unread (sent once per burst of taps: a tap ignored
 * as part of the burst changes nothing) and delete them, each saying so once the platform has done it.
 */
export function useMailActions(box: 'inbox' | 'outbox') {
  const dispatch = useAppDispatch();
  const [readMail] = useReadMailMutation();
  const [deleteMail, deleting] = useDeleteMailMutation();
  const once = useSingleSubmit();
  const toast = (id: string) => dispatch(toastShown({ kind: 'success', messageId: id }));
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

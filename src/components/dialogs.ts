import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile';

/**
 * antd-mobile's dialogs, loaded when one is first asked for: they bring the kit's popup, mask and animation code,
 * which no screen needs to draw its first frame (Center, Cards and Login opened with it before).
 */
const dialog = () => import('antd-mobile').then((kit) => kit.Dialog);

/** A yes/no question; true when the member confirms. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return (await dialog()).confirm(props);
}

/** A message with one button; settles when it is closed. */
export async function alertDialog(props: DialogAlertProps): Promise<void> {
  return (await dialog()).alert(props);
}

/** `{status:'success', code:200, message, ...payload}`: the platform's flat success envelope. */
export function ok<T extends object>(
  payload: T = {} as T,
  message = '',
): { status: 'success'; code: 200; message: string } & T {
  return { status: 'success', code: 200, message, ...payload };
}

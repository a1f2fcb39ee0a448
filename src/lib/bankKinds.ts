/** Virtual-coin account kinds are configured as bank kinds named after their chain (USDT-TRC20, ...). */
export function isVirtualType(code: string): boolean {
  return /^USDT/i.test(code);
}

/** Yuan as the screens show them: two decimals only when there are fen, a sign for profit/loss. */
export function yuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

export function signedYuan(value: number): string {
  return value > 0 ? `+${yuan(value)}` : yuan(value);
}

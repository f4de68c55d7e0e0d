/** The China Sports Lottery's weekdays in its match numbers, by JavaScript weekday (0 = Sunday). */
const NUMBER_WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/**
 * A jingcai match number's parts, for showing it in the UI language: `周四001` →
 * `{ weekday: 4, number: '001' }`. Beidan numbers (`001`) carry no weekday: null.
 */
export function splitMatchNumber(code: string): { weekday: number; number: string } | null {
  const weekday = NUMBER_WEEKDAYS.indexOf(code.slice(0, 2));
  return weekday < 0 ? null : { weekday, number: code.slice(2) };
}

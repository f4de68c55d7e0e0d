/** The most rows one page of a football day list returns (zod-free, for the web's light entry). */
export const MAX_FOOTBALL_PAGE_SIZE = 100;

/** News, tips, banners, activities, help, app messages and the content back office. */
export const contentCalls = {} as const;

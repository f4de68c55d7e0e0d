/**
 * The paths the server answers: every `Mobile*` module (MobileUser, MobileSms, MobileIndex, …),
 * Sundry, Pay, wechat, mobileindex, uploads, health and docs. The dev server proxies them and
 * the service worker never caches them.
 */
export const API_PATH_PATTERN = /^\/(Mobile\w*|Sundry|sundry|Pay|pay|wechat|mobileindex|uploads|healthz|docs)(\/|$)/;

/** The push socket's path. */
export const PUSH_SOCKET_PATH = '/ws';

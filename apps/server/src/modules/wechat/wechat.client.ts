/**
 * The WeChat OAuth adapter: exchanges codes for identities over WeChat's HTTP API. The base URL
 * is configurable so tests run it against a local fake server with the same wire format.
 */
export interface WechatIdentity {
  openid: string;
  unionid?: string | undefined;
  nickname?: string | undefined;
  avatar?: string | undefined;
}

export interface WechatClient {
  /** App / official-account OAuth (snsapi_userinfo): code → access token → profile. */
  exchangeOAuthCode(code: string): Promise<WechatIdentity>;
  /** Mini-program login: js_code → openid (and unionid when the app is bound). */
  exchangeMiniProgramCode(code: string): Promise<WechatIdentity>;
  /** The official-account authorisation page that comes back to `redirect` with a code. */
  authorizeUrl(redirect: string, state: string): string;
}

/**
 * `rejected`: WeChat answered and refused (bad or used code: the caller's problem).
 * `unavailable`: WeChat could not be reached or answered nonsense (ours; worth retrying).
 */
export class WechatError extends Error {
  constructor(
    readonly reason: string,
    readonly kind: 'rejected' | 'unavailable' = 'rejected',
  ) {
    super(`wechat ${kind}: ${reason}`);
  }
}

export interface WechatClientConfig {
  apiBase: string;
  appId: string;
  appSecret: string;
  miniAppId?: string | undefined;
  miniAppSecret?: string | undefined;
  timeoutMs?: number;
}

interface WechatErrorBody {
  errcode?: number;
  errmsg?: string;
}

export function createWechatClient(config: WechatClientConfig): WechatClient {
  const timeoutMs = config.timeoutMs ?? 5000;

  async function getJson<T>(path: string, query: Record<string, string>): Promise<T & WechatErrorBody> {
    const url = new URL(path, config.apiBase);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new WechatError(`unreachable (${(error as Error).name})`, 'unavailable');
    }
    if (!response.ok) throw new WechatError(`HTTP ${response.status}`, 'unavailable');
    const body = (await response.json().catch(() => {
      throw new WechatError('reply is not JSON', 'unavailable');
    })) as T & WechatErrorBody;
    // errcode -1 is WeChat's "system busy": a retry may work, so it is not the caller's fault.
    if (body.errcode) throw new WechatError(`${body.errcode} ${body.errmsg ?? ''}`.trim(), body.errcode === -1 ? 'unavailable' : 'rejected');
    return body;
  }

  return {
    async exchangeOAuthCode(code) {
      const token = await getJson<{ access_token?: string; openid?: string; unionid?: string }>('/sns/oauth2/access_token', {
        appid: config.appId,
        secret: config.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      if (!token.access_token || !token.openid) throw new WechatError('no access_token/openid in reply', 'unavailable');
      const profile = await getJson<{ nickname?: string; headimgurl?: string; unionid?: string }>('/sns/userinfo', {
        access_token: token.access_token,
        openid: token.openid,
        lang: 'zh_CN',
      });
      return { openid: token.openid, unionid: profile.unionid ?? token.unionid, nickname: profile.nickname, avatar: profile.headimgurl };
    },
    async exchangeMiniProgramCode(code) {
      const session = await getJson<{ openid?: string; unionid?: string }>('/sns/jscode2session', {
        appid: config.miniAppId ?? config.appId,
        secret: config.miniAppSecret ?? config.appSecret,
        js_code: code,
        grant_type: 'authorization_code',
      });
      if (!session.openid) throw new WechatError('no openid in reply', 'unavailable');
      return { openid: session.openid, unionid: session.unionid };
    },
    authorizeUrl(redirect, state) {
      const params = new URLSearchParams({ appid: config.appId, redirect_uri: redirect, response_type: 'code', scope: 'snsapi_userinfo', state });
      return `https://open.weixin.qq.com/connect/oauth2/authorize?${params.toString()}#wechat_redirect`;
    },
  };
}

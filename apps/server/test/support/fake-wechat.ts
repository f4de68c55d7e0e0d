import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechatUser {
  openid: string;
  unionid?: string;
  nickname: string;
  headimgurl: string;
}

export const FAKE_APP_ID = 'wx0123456789abcdef';
export const FAKE_APP_SECRET = 'fake-wechat-app-secret';

const INVALID_CODE = { errcode: 40029, errmsg: 'invalid code' };

/**
 * A local stand-in for api.weixin.qq.com speaking its wire format: OAuth code → access token →
 * user info, and the mini-program's jscode2session. Codes are one-time, as WeChat's are, and
 * requests with the wrong app id or secret are refused the way WeChat refuses them.
 */
export class FakeWechat {
  private readonly server: Server;
  private readonly oauthCodes = new Map<string, FakeWechatUser>();
  private readonly miniCodes = new Map<string, { openid: string; unionid?: string }>();
  private readonly accessTokens = new Map<string, FakeWechatUser>();
  readonly requests: string[] = [];

  constructor() {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      this.requests.push(url.pathname);
      this.route(url, response);
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The environment that points the server's WeChat adapter here. */
  get env(): Record<string, string> {
    return { WECHAT_API_BASE: this.baseUrl, WECHAT_APP_ID: FAKE_APP_ID, WECHAT_APP_SECRET: FAKE_APP_SECRET };
  }

  /** A one-time OAuth code for a WeChat user, as WeChat hands the client after consent. */
  oauthCode(user: FakeWechatUser): string {
    const code = `oc_${randomBytes(8).toString('hex')}`;
    this.oauthCodes.set(code, user);
    return code;
  }

  /** A one-time mini-program js_code. */
  miniCode(ids: { openid: string; unionid?: string }): string {
    const code = `jc_${randomBytes(8).toString('hex')}`;
    this.miniCodes.set(code, ids);
    return code;
  }

  private route(url: URL, response: ServerResponse): void {
    const q = url.searchParams;
    const credentialsOk = q.get('appid') === FAKE_APP_ID && q.get('secret') === FAKE_APP_SECRET;
    switch (url.pathname) {
      case '/sns/oauth2/access_token': {
        if (!credentialsOk) return reply(response, { errcode: 40125, errmsg: 'invalid appsecret' });
        if (q.get('grant_type') !== 'authorization_code') return reply(response, { errcode: 40002, errmsg: 'invalid grant_type' });
        const user = this.take(this.oauthCodes, q.get('code'));
        if (!user) return reply(response, INVALID_CODE);
        const accessToken = `at_${randomBytes(12).toString('hex')}`;
        this.accessTokens.set(accessToken, user);
        return reply(response, {
          access_token: accessToken,
          expires_in: 7200,
          refresh_token: `rt_${randomBytes(12).toString('hex')}`,
          openid: user.openid,
          scope: 'snsapi_userinfo',
          ...(user.unionid ? { unionid: user.unionid } : {}),
        });
      }
      case '/sns/userinfo': {
        const user = this.accessTokens.get(q.get('access_token') ?? '');
        if (!user || user.openid !== q.get('openid')) return reply(response, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
        return reply(response, { openid: user.openid, nickname: user.nickname, headimgurl: user.headimgurl, ...(user.unionid ? { unionid: user.unionid } : {}) });
      }
      case '/sns/jscode2session': {
        if (!credentialsOk) return reply(response, { errcode: 40125, errmsg: 'invalid appsecret' });
        const ids = this.take(this.miniCodes, q.get('js_code'));
        if (!ids) return reply(response, INVALID_CODE);
        // WeChat really answers this one as text/plain.
        return reply(response, { openid: ids.openid, session_key: randomBytes(16).toString('base64'), ...(ids.unionid ? { unionid: ids.unionid } : {}) }, 'text/plain');
      }
      default:
        response.writeHead(404).end();
    }
  }

  private take<T>(codes: Map<string, T>, code: string | null): T | undefined {
    const value = code ? codes.get(code) : undefined;
    if (code) codes.delete(code);
    return value;
  }
}

function reply(response: ServerResponse, body: object, type = 'application/json'): void {
  response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(JSON.stringify(body));
}

let userCounter = 0;
/** A fresh WeChat user; `unionid` unless told there is none (an app not bound to an open platform). */
export function newWechatUser(withUnionid = true): FakeWechatUser {
  userCounter += 1;
  const tag = `${randomBytes(4).toString('hex')}${userCounter}`;
  return {
    openid: `o_${tag}`,
    ...(withUnionid ? { unionid: `u_${tag}` } : {}),
    nickname: `微信用户${userCounter}`,
    headimgurl: `https://thirdwx.qlogo.cn/mmopen/${tag}/132`,
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

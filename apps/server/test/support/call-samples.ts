import type { CallKey } from '@scoreline/contract';

/**
 * One invalid payload per call and the field its message must name. Typed by `CallKey`, so a
 * call added to the contract fails to compile here until it has a sample.
 */
export const badPayloads: Record<CallKey, { body: unknown; names: string }> = {
  youKeLogin: { body: { uuid: 'yx1k-not-hex' }, names: 'uuid' },
  sendPhoneCode: { body: { phone: '12345' }, names: 'phone' },
  loginByPhone: { body: { phone: '13800138000', code: '12ab56' }, names: 'code' },
  youKeBindPhone: { body: { phone: '2380013800', code: '123456' }, names: 'phone' },
  getUserInfo: { body: [], names: 'payload' },
  refreshToken: { body: true, names: 'payload' },
  recordAppOpen: { body: { appVersion: 'x'.repeat(33) }, names: 'appVersion' },
  changeProfile: { body: { nickname: 'a' }, names: 'nickname' },
  deleteAccount: { body: { confirm: false }, names: 'confirm' },
  logout: { body: 42, names: 'payload' },
  getApiHost: { body: [1], names: 'payload' },
  getLoginOptions: { body: [], names: 'payload' },
  saveVisitorId: { body: { uuid: 'YX1K0123' }, names: 'uuid' },
  saveDeviceInfo: { body: { screen: 'huge' }, names: 'screen' },
  savePushClientId: { body: { cid: '' }, names: 'cid' },
  // A multipart call: a JSON body has no `img` part.
  uploadImage: { body: {}, names: 'img' },
  wechatLogin: { body: { code: '' }, names: 'code' },
  miniProgramLogin: { body: { code: 7 }, names: 'code' },
  bindWechat: { body: { state: 'x' }, names: 'code' },
  getWechatInfo: { body: [], names: 'payload' },
  getOfficialAccountBindUrl: { body: { redirect: 'not a url' }, names: 'redirect' },
  basketballFavourites: { body: 'all', names: 'payload' },
  liveBasketballGames: { body: [], names: 'payload' },
  basketballGamesOnDate: { body: { date: '2026/11/22' }, names: 'date' },
  basketballGameDetail: { body: { id: 'no spaces allowed' }, names: 'id' },
  basketballLiveText: { body: { id: 'g1', limit: 500 }, names: 'limit' },
  basketballAnalysis: { body: { id: 'g1', limit: 0 }, names: 'limit' },
  basketballBoxScore: { body: {}, names: 'id' },
  basketballOdds: { body: { id: 7 }, names: 'id' },
  basketballSeasonStats: { body: { id: '' }, names: 'id' },
  basketballTotalsList: { body: { pageSize: 51 }, names: 'pageSize' },
  basketballMoneylineList: { body: { page: 0 }, names: 'page' },
  basketballSpreadList: { body: { date: 'today' }, names: 'date' },
};

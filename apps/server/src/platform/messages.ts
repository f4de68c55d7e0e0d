import type { Locale } from '@scoreline/contract';
import { localiseProblem } from './problem-texts.ts';

/**
 * Every message the server puts in `msg`, in the four UI languages. `{name}` placeholders are
 * filled from the error's params. The type makes a missing translation a compile error.
 */
export const messages = {
  ok: { 'zh-Hans': '成功', 'zh-Hant': '成功', en: 'OK', ja: '成功しました' },
  validation: {
    'zh-Hans': '参数错误：{field} {problem}',
    'zh-Hant': '參數錯誤：{field} {problem}',
    en: 'Invalid request: {field} {problem}',
    ja: 'リクエストが不正です：{field} {problem}',
  },
  // A plan the lottery package refuses: its problem is a whole sentence, already in the locale.
  lotteryInput: {
    'zh-Hans': '方案有误：{problem}',
    'zh-Hant': '方案有誤：{problem}',
    en: 'Invalid request: {field} {problem}',
    ja: 'プランに誤りがあります：{problem}',
  },
  invalidJson: {
    'zh-Hans': '请求内容不是有效的 JSON',
    'zh-Hant': '請求內容不是有效的 JSON',
    en: 'The request body is not valid JSON',
    ja: 'リクエスト本文が有効な JSON ではありません',
  },
  payloadTooLarge: {
    'zh-Hans': '请求内容过大（上限 {limit}）',
    'zh-Hant': '請求內容過大（上限 {limit}）',
    en: 'The request is too large (limit {limit})',
    ja: 'リクエストが大きすぎます（上限 {limit}）',
  },
  headersTooLarge: {
    'zh-Hans': '请求头过大（上限 {limit}），请重新登录后再试',
    'zh-Hant': '請求標頭過大（上限 {limit}），請重新登入後再試',
    en: 'The request headers are too large (limit {limit}); log in again and retry',
    ja: 'リクエストヘッダーが大きすぎます（上限 {limit}）。再度ログインしてからお試しください',
  },
  notLoggedIn: { 'zh-Hans': '请先登录', 'zh-Hant': '請先登入', en: 'Please log in first', ja: 'ログインしてください' },
  sessionInvalid: {
    'zh-Hans': '登录已失效，请重新登录',
    'zh-Hant': '登入已失效，請重新登入',
    en: 'Your session has expired; please log in again',
    ja: 'セッションの有効期限が切れました。再度ログインしてください',
  },
  forbidden: { 'zh-Hans': '没有权限', 'zh-Hant': '沒有權限', en: 'You are not allowed to do this', ja: '権限がありません' },
  appTokenInvalid: {
    'zh-Hans': '客户端校验失败（token-app），请校准手机时间或更新应用',
    'zh-Hant': '用戶端校驗失敗（token-app），請校準手機時間或更新應用',
    en: 'Client check failed (token-app); check the device clock or update the app',
    ja: 'クライアント認証に失敗しました（token-app）。端末の時刻を確認するか、アプリを更新してください',
  },
  notFound: { 'zh-Hans': '内容不存在', 'zh-Hant': '內容不存在', en: 'Not found', ja: '見つかりません' },
  lotteryMatchNotFound: {
    'zh-Hans': '该日竞彩场次中没有这场比赛：{id}',
    'zh-Hant': '該日競彩場次中沒有這場比賽：{id}',
    en: 'No lottery match {id} on that day',
    ja: 'その日のくじ対象試合に {id} はありません',
  },
  lotteryIssueNotFound: {
    'zh-Hans': '胜负彩期号不存在：{issue}',
    'zh-Hant': '勝負彩期號不存在：{issue}',
    en: 'No 14-match issue {issue}',
    ja: '14試合くじの回 {issue} はありません',
  },
  callNotFound: {
    'zh-Hans': '接口不存在：{path}',
    'zh-Hant': '介面不存在：{path}',
    en: 'No such call: {path}',
    ja: 'そのAPIはありません：{path}',
  },
  rateLimited: {
    'zh-Hans': '操作太频繁，请 {seconds} 秒后再试',
    'zh-Hant': '操作太頻繁，請 {seconds} 秒後再試',
    en: 'Too many requests; try again in {seconds} s',
    ja: 'リクエストが多すぎます。{seconds} 秒後にもう一度お試しください',
  },
  internal: {
    'zh-Hans': '服务器繁忙，请稍后再试',
    'zh-Hant': '伺服器繁忙，請稍後再試',
    en: 'Something went wrong on our side; please try again later',
    ja: 'サーバーでエラーが発生しました。しばらくしてからお試しください',
  },
  smsTooSoon: {
    'zh-Hans': '验证码已发送，请 {seconds} 秒后再试',
    'zh-Hant': '驗證碼已發送，請 {seconds} 秒後再試',
    en: 'A code was just sent; try again in {seconds} s',
    ja: '認証コードを送信済みです。{seconds} 秒後にもう一度お試しください',
  },
  smsDailyCap: {
    'zh-Hans': '今日验证码发送次数已达上限',
    'zh-Hant': '今日驗證碼發送次數已達上限',
    en: 'Too many codes sent today; try again tomorrow',
    ja: '本日の認証コード送信回数の上限に達しました',
  },
  smsCodeWrong: {
    'zh-Hans': '验证码错误',
    'zh-Hant': '驗證碼錯誤',
    en: 'The code is wrong',
    ja: '認証コードが正しくありません',
  },
  smsCodeExpired: {
    'zh-Hans': '验证码已失效，请重新获取',
    'zh-Hant': '驗證碼已失效，請重新獲取',
    en: 'The code has expired or was used up; request a new one',
    ja: '認証コードの有効期限が切れました。再取得してください',
  },
  phoneTaken: {
    'zh-Hans': '该手机号已绑定其他账号',
    'zh-Hant': '該手機號已綁定其他帳號',
    en: 'This phone number belongs to another account',
    ja: 'この電話番号は別のアカウントに登録されています',
  },
  notAVisitor: {
    'zh-Hans': '当前账号已绑定手机号',
    'zh-Hant': '目前帳號已綁定手機號',
    en: 'This account already has a phone number',
    ja: 'このアカウントには電話番号が登録済みです',
  },
  inviteCodeUnknown: {
    'zh-Hans': '邀请码不存在',
    'zh-Hant': '邀請碼不存在',
    en: 'Unknown invite code',
    ja: '招待コードが見つかりません',
  },
  accountDeleted: {
    'zh-Hans': '账号已注销',
    'zh-Hant': '帳號已註銷',
    en: 'This account has been deleted',
    ja: 'このアカウントは削除されています',
  },
  avatarUnknown: {
    'zh-Hans': '头像图片无效，请重新上传',
    'zh-Hant': '頭像圖片無效，請重新上傳',
    en: 'The avatar must be an image you uploaded',
    ja: 'アバターはアップロードした画像である必要があります',
  },
  uploadMissing: {
    'zh-Hans': '请上传图片（字段 img）',
    'zh-Hant': '請上傳圖片（欄位 img）',
    en: 'Attach an image in the form field "img"',
    ja: 'フォーム項目「img」に画像を添付してください',
  },
  uploadType: {
    'zh-Hans': '仅支持 PNG、JPEG、WebP 图片',
    'zh-Hant': '僅支援 PNG、JPEG、WebP 圖片',
    en: 'Only PNG, JPEG and WebP images are accepted',
    ja: 'PNG、JPEG、WebP 画像のみ対応しています',
  },
  uploadUnreadable: {
    'zh-Hans': '图片已损坏，无法读取，请换一张',
    'zh-Hant': '圖片已損壞，無法讀取，請換一張',
    en: 'The image is damaged and cannot be read; try another one',
    ja: '画像が破損しているため読み込めません。別の画像をお試しください',
  },
  uploadTooManyPixels: {
    'zh-Hans': '图片尺寸过大（{width}×{height}），最多 {megapixels} 百万像素',
    'zh-Hant': '圖片尺寸過大（{width}×{height}），最多 {megapixels} 百萬像素',
    en: 'The image is too large ({width}×{height}); at most {megapixels} megapixels',
    ja: '画像のサイズが大きすぎます（{width}×{height}）。最大 {megapixels} メガピクセルです',
  },
  uploadTooLarge: {
    'zh-Hans': '图片不能超过 {limit}',
    'zh-Hant': '圖片不能超過 {limit}',
    en: 'The image must not exceed {limit}',
    ja: '画像は {limit} 以下にしてください',
  },
  wechatNotConfigured: {
    'zh-Hans': '暂未开通微信登录',
    'zh-Hant': '暫未開通微信登入',
    en: 'WeChat sign-in is not available here',
    ja: 'WeChat ログインは利用できません',
  },
  wechatFailed: {
    'zh-Hans': '微信授权失败：{reason}',
    'zh-Hant': '微信授權失敗：{reason}',
    en: 'WeChat authorisation failed: {reason}',
    ja: 'WeChat 認証に失敗しました：{reason}',
  },
  wechatUnavailable: {
    'zh-Hans': '暂时无法连接微信，请稍后再试',
    'zh-Hant': '暫時無法連線微信，請稍後再試',
    en: 'WeChat cannot be reached right now; please try again later',
    ja: '現在 WeChat に接続できません。しばらくしてからお試しください',
  },
  wechatStateInvalid: {
    'zh-Hans': '绑定链接无效或已过期，请重新发起绑定',
    'zh-Hant': '綁定連結無效或已過期，請重新發起綁定',
    en: 'The binding link is invalid or has expired; start the binding again',
    ja: '連携リンクが無効か期限切れです。もう一度連携してください',
  },
  wechatTaken: {
    'zh-Hans': '该微信已绑定其他账号',
    'zh-Hant': '該微信已綁定其他帳號',
    en: 'This WeChat account belongs to another account',
    ja: 'この WeChat は別のアカウントに連携されています',
  },
  visitorUnknown: {
    'zh-Hans': '访客标识无效',
    'zh-Hant': '訪客標識無效',
    en: 'Unknown visitor id',
    ja: 'ビジターIDが無効です',
  },
  basketballGameNotFound: {
    'zh-Hans': '比赛不存在：{id}',
    'zh-Hant': '比賽不存在：{id}',
    en: 'No such game: {id}',
    ja: '試合が見つかりません：{id}',
  },
  basketballDateOutOfRange: {
    'zh-Hans': '日期 {date} 超出范围（只能查询前后 {days} 天内）',
    'zh-Hant': '日期 {date} 超出範圍（只能查詢前後 {days} 天內）',
    en: 'The date {date} is out of range (within {days} days of today only)',
    ja: '日付 {date} は範囲外です（今日から前後 {days} 日以内のみ）',
  },
  matchNotFound: {
    'zh-Hans': '比赛不存在：{id}',
    'zh-Hant': '比賽不存在：{id}',
    en: 'No such match: {id}',
    ja: 'その試合は見つかりません：{id}',
  },
  teamNotFound: {
    'zh-Hans': '球队不存在：{id}',
    'zh-Hant': '球隊不存在：{id}',
    en: 'No such team: {id}',
    ja: 'そのチームは見つかりません：{id}',
  },
  competitionNotFound: {
    'zh-Hans': '赛事不存在：{id}',
    'zh-Hant': '賽事不存在：{id}',
    en: 'No such competition: {id}',
    ja: 'その大会は見つかりません：{id}',
  },
  favouritesFull: {
    'zh-Hans': '收藏已达上限（{limit} 场），请先取消一些收藏',
    'zh-Hant': '收藏已達上限（{limit} 場），請先取消一些收藏',
    en: 'You can keep at most {limit} favourites; remove some first',
    ja: 'お気に入りは {limit} 試合までです。いくつか解除してください',
  },
  chatBanned: {
    'zh-Hans': '你已被禁止在聊天室发言',
    'zh-Hant': '你已被禁止在聊天室發言',
    en: 'You have been banned from match chat',
    ja: 'チャットへの投稿が禁止されています',
  },
  chatMessageNotFound: {
    'zh-Hans': '这场比赛没有这条聊天消息：{id}',
    'zh-Hant': '這場比賽沒有這條聊天訊息：{id}',
    en: 'No chat message {id} on this match',
    ja: 'この試合にチャットメッセージ {id} はありません',
  },
  chatMessageUnknown: {
    'zh-Hans': '聊天消息不存在：{id}',
    'zh-Hant': '聊天訊息不存在：{id}',
    en: 'No such chat message: {id}',
    ja: 'そのチャットメッセージはありません：{id}',
  },
  userNotFound: {
    'zh-Hans': '用户不存在：{uid}',
    'zh-Hant': '用戶不存在：{uid}',
    en: 'No such user: {uid}',
    ja: 'ユーザーが見つかりません：{uid}',
  },
  adminNotBannable: {
    'zh-Hans': '不能禁言管理员',
    'zh-Hant': '不能禁言管理員',
    en: 'Admins cannot be banned from chat',
    ja: '管理者はチャット禁止にできません',
  },
  // Wallet (coins, purchases, VIP, coupons, check-in, withdrawals).
  insufficientCoins: {
    'zh-Hans': '金币不足（余额 {balance}，需要 {needed}），请先充值',
    'zh-Hant': '金幣不足（餘額 {balance}，需要 {needed}），請先儲值',
    en: 'Not enough coins (balance {balance}, needed {needed}); please top up',
    ja: 'コインが足りません（残高 {balance}、必要 {needed}）。チャージしてください',
  },
  idempotencyKeyReused: {
    'zh-Hans': '请求编号 {key} 已用于另一笔操作',
    'zh-Hant': '請求編號 {key} 已用於另一筆操作',
    en: 'Request key {key} was already used for something else',
    ja: 'リクエストキー {key} は別の操作に使われています',
  },
  itemNotFound: {
    'zh-Hans': '商品不存在：{kind} {id}',
    'zh-Hant': '商品不存在：{kind} {id}',
    en: 'No such item: {kind} {id}',
    ja: 'その商品はありません：{kind} {id}',
  },
  salesClosed: {
    'zh-Hans': '比赛已开始，方案停止销售',
    'zh-Hant': '比賽已開始，方案停止銷售',
    en: 'The match has kicked off; this item is no longer on sale',
    ja: '試合が始まったため、販売を終了しました',
  },
  vipLevelNotFound: {
    'zh-Hans': '会员等级不存在：{level}',
    'zh-Hant': '會員等級不存在：{level}',
    en: 'No such VIP level: {level}',
    ja: 'その会員ランクはありません：{level}',
  },
  couponNotFound: {
    'zh-Hans': '优惠券不存在：{id}',
    'zh-Hant': '優惠券不存在：{id}',
    en: 'No such coupon: {id}',
    ja: 'そのクーポンはありません：{id}',
  },
  couponUsed: { 'zh-Hans': '优惠券已使用', 'zh-Hant': '優惠券已使用', en: 'This coupon has been used', ja: 'このクーポンは使用済みです' },
  couponExpired: { 'zh-Hans': '优惠券已过期', 'zh-Hant': '優惠券已過期', en: 'This coupon has expired', ja: 'このクーポンは期限切れです' },
  couponNotForItem: {
    'zh-Hans': '该优惠券不适用于此商品',
    'zh-Hant': '該優惠券不適用於此商品',
    en: 'This coupon does not apply to this item',
    ja: 'このクーポンはこの商品に使えません',
  },
  couponMinSpend: {
    'zh-Hans': '未达到优惠券使用门槛（满 {min} 金币可用）',
    'zh-Hant': '未達到優惠券使用門檻（滿 {min} 金幣可用）',
    en: 'This coupon needs a price of at least {min} coins',
    ja: 'このクーポンは {min} コイン以上で使えます',
  },
  couponClaimed: { 'zh-Hans': '已领取过该优惠券', 'zh-Hant': '已領取過該優惠券', en: 'You already claimed this coupon', ja: 'このクーポンは受け取り済みです' },
  couponNotClaimable: {
    'zh-Hans': '该优惠券当前不可领取',
    'zh-Hant': '該優惠券目前不可領取',
    en: 'This coupon cannot be claimed now',
    ja: 'このクーポンは現在受け取れません',
  },
  withdrawalTooSmall: {
    'zh-Hans': '提现至少 {min} 金币',
    'zh-Hant': '提現至少 {min} 金幣',
    en: 'A withdrawal must be at least {min} coins',
    ja: '出金は {min} コイン以上です',
  },
  withdrawalExceedsEarnings: {
    'zh-Hans': '可提现收益不足（可提现 {balance} 金币，申请 {needed} 金币）；充值的金币不能提现',
    'zh-Hant': '可提現收益不足（可提現 {balance} 金幣，申請 {needed} 金幣）；儲值的金幣不能提現',
    en: 'Not enough earnings to withdraw ({balance} coins withdrawable, {needed} asked); topped-up coins cannot be withdrawn',
    ja: '出金できる収益が足りません（出金可能 {balance} コイン、申請 {needed} コイン）。チャージしたコインは出金できません',
  },
  withdrawalNotFound: { 'zh-Hans': '提现申请不存在：{id}', 'zh-Hant': '提現申請不存在：{id}', en: 'No such withdrawal: {id}', ja: 'その出金申請はありません：{id}' },
  withdrawalReviewed: {
    'zh-Hans': '该提现申请已审核',
    'zh-Hant': '該提現申請已審核',
    en: 'This withdrawal has already been reviewed',
    ja: 'この出金申請は審査済みです',
  },
  productNotFound: {
    'zh-Hans': '商品不存在或已下架：{id}',
    'zh-Hant': '商品不存在或已下架：{id}',
    en: 'No such product on sale: {id}',
    ja: 'その商品は販売されていません：{id}',
  },
  orderNotFound: { 'zh-Hans': '订单不存在：{orderNo}', 'zh-Hant': '訂單不存在：{orderNo}', en: 'No such order: {orderNo}', ja: 'その注文はありません：{orderNo}' },
  providerUnavailable: {
    'zh-Hans': '暂不支持该支付方式：{provider}',
    'zh-Hant': '暫不支援該支付方式：{provider}',
    en: 'This payment method is not available: {provider}',
    ja: 'この支払い方法は利用できません：{provider}',
  },
  paymentUnavailable: {
    'zh-Hans': '支付渠道暂时不可用，请稍后再试',
    'zh-Hant': '支付渠道暫時無法使用，請稍後再試',
    en: 'The payment service is unavailable right now; please try again later',
    ja: '決済サービスは現在利用できません。しばらくしてからお試しください',
  },
  cashierPaid: {
    'zh-Hans': '该笔订单已支付，不能取消',
    'zh-Hant': '該筆訂單已支付，不能取消',
    en: 'This order is already paid; it can no longer be cancelled',
    ja: 'この注文は支払い済みのため、キャンセルできません',
  },
  cashierCancelled: {
    'zh-Hans': '该笔支付已取消，请重新下单',
    'zh-Hant': '該筆支付已取消，請重新下單',
    en: 'This payment was cancelled; place a new order',
    ja: 'この支払いはキャンセルされました。もう一度注文してください',
  },
  cashierExpired: {
    'zh-Hans': '该笔支付已超时关闭，请重新下单',
    'zh-Hant': '該筆支付已逾時關閉，請重新下單',
    en: 'This payment timed out; place a new order',
    ja: 'この支払いは期限切れです。もう一度注文してください',
  },
  notAnAppleOrder: {
    'zh-Hans': '该订单不是苹果内购订单：{orderNo}',
    'zh-Hant': '該訂單不是蘋果內購訂單：{orderNo}',
    en: 'Order {orderNo} is not an App Store purchase',
    ja: '注文 {orderNo} は App Store の購入ではありません',
  },
  receiptInvalid: {
    'zh-Hans': '购买凭证校验失败',
    'zh-Hant': '購買憑證校驗失敗',
    en: 'The App Store receipt could not be verified',
    ja: 'App Store のレシートを検証できませんでした',
  },
  receiptNoPurchase: {
    'zh-Hans': '购买凭证中没有该商品的未使用购买记录',
    'zh-Hant': '購買憑證中沒有該商品的未使用購買紀錄',
    en: 'The receipt holds no unused purchase of this product',
    ja: 'レシートにこの商品の未使用の購入がありません',
  },
  refundNotPossible: {
    'zh-Hans': '该订单不能退款：{orderNo}（仅限已到账且金币未使用的充值订单）',
    'zh-Hant': '該訂單不能退款：{orderNo}（只限已到帳且金幣未使用的增值訂單）',
    en: 'Order {orderNo} cannot be refunded (only fulfilled top-ups whose coins are unspent)',
    ja: '注文 {orderNo} は返金できません（コイン未使用のチャージ注文のみ）',
  },
  refundCoinsSpent: {
    'zh-Hans': '订单 {orderNo} 不能退款：充值的 {coins} 金币已被使用（余额 {balance}）',
    'zh-Hant': '訂單 {orderNo} 不能退款：儲值的 {coins} 金幣已被使用（餘額 {balance}）',
    en: 'Order {orderNo} cannot be refunded: its {coins} coins have been spent (balance {balance})',
    ja: '注文 {orderNo} は返金できません：チャージした {coins} コインは使用済みです（残高 {balance}）',
  },
  aiRecordNotFound: {
    'zh-Hans': 'AI 记录不存在：{ref}',
    'zh-Hant': 'AI 紀錄不存在：{ref}',
    en: 'No such AI record: {ref}',
    ja: 'AI の記録が見つかりません：{ref}',
  },
  zuijiNotSubscribed: {
    'zh-Hans': '追击计划需要开通追击服务',
    'zh-Hant': '追擊計畫需要開通追擊服務',
    en: 'Chase plans need a chase subscription',
    ja: '追撃プランには追撃サービスの購読が必要です',
  },
  chasePlanNotFound: {
    'zh-Hans': '追击计划不存在：{id}',
    'zh-Hant': '追擊計畫不存在：{id}',
    en: 'No such chase plan: {id}',
    ja: '追撃プランが見つかりません：{id}',
  },
  chasePlanStarted: {
    'zh-Hans': '追击计划已开始，不能再修改；可以结束它再新建',
    'zh-Hant': '追擊計畫已開始，不能再修改；可以結束它再新建',
    en: 'This chase plan has started and can no longer be changed; end it and start a new one',
    ja: 'この追撃プランは開始済みのため変更できません。終了して新しく作成してください',
  },
  chasePlansFull: {
    'zh-Hans': '进行中的追击计划最多 {max} 个',
    'zh-Hant': '進行中的追擊計畫最多 {max} 個',
    en: 'At most {max} chase plans may run at once',
    ja: '進行中の追撃プランは最大 {max} 件です',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

/** A message's params: a value, or a text given in every locale (the one of the reply is used). */
export type MessageParams = Readonly<Record<string, string | number | Readonly<Record<Locale, string>>>>;

/**
 * Renders a message in a locale, filling `{name}` placeholders. The `problem` of a validation
 * message is English in the error (the contract's wording) and rendered in the locale here.
 *
 * @example formatMessage('rateLimited', 'en', { seconds: 3 }) // 'Too many requests; try again in 3 s'
 * @example formatMessage('validation', 'zh-Hans', { field: 'date', problem: 'is required' }) // '参数错误：date 为必填项'
 */
export function formatMessage(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  const filled = key === 'validation' && typeof params.problem === 'string' ? { ...params, problem: localiseProblem(params.problem, locale) } : params;
  return messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = filled[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[locale] : String(value);
  });
}

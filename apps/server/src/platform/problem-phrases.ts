import type { Locale } from '@scoreline/contract';

/** A problem's text in the languages other than English (the English is the key itself). */
export type ProblemText = Record<Exclude<Locale, 'en'>, string>;

/**
 * Every English problem a validation message can carry, with its zh-Hans, zh-Hant and ja text.
 * The problem follows the field name (`参数错误：phone 须为…`, `リクエストが不正です：phone は…`).
 *
 * A key is an exact phrase or a template: `{#name}` stands for a number, `{name}` for one word
 * (no spaces), `{*name}` for any text; each translation uses the same placeholders. Exact phrases
 * are looked up first, then templates in the order written here (so put the narrower first).
 * The sources: the contract's zod messages, the house English of zod's own issues
 * (`issue-problem.ts`), the server's own validation throws, and Fastify's 4xx errors.
 * A test fails when one of those has no entry here.
 */
export const problemPhrases = {
  // Presence and shape (also the texts of zod's own issues, issue-problem.ts).
  'is required': { 'zh-Hans': '为必填项', 'zh-Hant': '為必填項', ja: 'は必須です' },
  'is invalid': { 'zh-Hans': '无效', 'zh-Hant': '無效', ja: 'が正しくありません' },
  'must not be empty': { 'zh-Hans': '不能为空', 'zh-Hant': '不能為空', ja: 'は空にできません' },
  'must be text': { 'zh-Hans': '须为文本', 'zh-Hant': '須為文字', ja: 'は文字列にしてください' },
  'must be a number': { 'zh-Hans': '须为数字', 'zh-Hant': '須為數字', ja: 'は数値にしてください' },
  'must be a whole number': { 'zh-Hans': '须为整数', 'zh-Hant': '須為整數', ja: 'は整数にしてください' },
  'must be true or false': { 'zh-Hans': '须为 true 或 false', 'zh-Hant': '須為 true 或 false', ja: 'は true か false にしてください' },
  'must be a list': { 'zh-Hans': '须为列表', 'zh-Hant': '須為列表', ja: 'はリストにしてください' },
  'must be an object': { 'zh-Hans': '须为对象', 'zh-Hant': '須為物件', ja: 'はオブジェクトにしてください' },
  'must be a date': { 'zh-Hans': '须为日期', 'zh-Hant': '須為日期', ja: 'は日付にしてください' },
  'must be null': { 'zh-Hans': '须为 null', 'zh-Hant': '須為 null', ja: 'は null にしてください' },
  'has the wrong type': { 'zh-Hans': '类型不正确', 'zh-Hant': '類型不正確', ja: 'の型が正しくありません' },
  'has the wrong format': { 'zh-Hans': '格式不正确', 'zh-Hant': '格式不正確', ja: 'の形式が正しくありません' },
  'is too small': { 'zh-Hans': '太小', 'zh-Hant': '太小', ja: 'が小さすぎます' },
  'is too large': { 'zh-Hans': '太大', 'zh-Hant': '太大', ja: 'が大きすぎます' },
  'is too long': { 'zh-Hans': '太长', 'zh-Hant': '太長', ja: 'が長すぎます' },
  'must be an e-mail address': { 'zh-Hans': '须为电子邮箱地址', 'zh-Hant': '須為電子郵件地址', ja: 'はメールアドレスにしてください' },
  'must be a URL': { 'zh-Hans': '须为网址', 'zh-Hant': '須為網址', ja: 'は URL にしてください' },
  'must be a UUID': { 'zh-Hans': '须为 UUID', 'zh-Hant': '須為 UUID', ja: 'は UUID にしてください' },
  'must be a date and time (ISO 8601)': { 'zh-Hans': '须为日期时间（ISO 8601）', 'zh-Hant': '須為日期時間（ISO 8601）', ja: 'は日時（ISO 8601）にしてください' },
  'must be a time HH:MM:SS': { 'zh-Hans': '须为时间（HH:MM:SS）', 'zh-Hant': '須為時間（HH:MM:SS）', ja: 'は時刻（HH:MM:SS）にしてください' },
  'matches none of the allowed forms': { 'zh-Hans': '不符合任何允许的格式', 'zh-Hant': '不符合任何允許的格式', ja: 'が許可されたどの形式にも合いません' },
  'is not an allowed key': { 'zh-Hans': '不是允许的键名', 'zh-Hant': '不是允許的鍵名', ja: 'は使用できないキーです' },
  'has an invalid item': { 'zh-Hans': '含有无效的项', 'zh-Hant': '含有無效的項目', ja: 'に無効な項目があります' },

  // The contract's own messages.
  'give a nickname or an avatar': { 'zh-Hans': '须填写昵称或头像', 'zh-Hant': '須填寫暱稱或頭像', ja: 'にニックネームかアバターを指定してください' },
  'is not a real date': { 'zh-Hans': '不是有效的日期', 'zh-Hant': '不是有效的日期', ja: 'は存在しない日付です' },
  'is required for a chat report': { 'zh-Hans': '举报聊天消息时为必填项', 'zh-Hant': '檢舉聊天訊息時為必填項', ja: 'はチャットを通報するときに必須です' },
  'is required to end a chase plan': { 'zh-Hans': '结束追击计划时为必填项', 'zh-Hant': '結束追擊計畫時為必填項', ja: 'は追撃プランを終了するときに必須です' },
  'must be 0 (the latest) or a message id': { 'zh-Hans': '须为 0（最新一条）或消息 ID', 'zh-Hant': '須為 0（最新一則）或訊息 ID', ja: 'は 0（最新）かメッセージ ID にしてください' },
  'must be a 5-digit issue number such as 26047': { 'zh-Hans': '须为 5 位期号，如 26047', 'zh-Hant': '須為 5 位期號，如 26047', ja: 'は 26047 のような 5 桁の回号にしてください' },
  'must be a 5-digit issue number': { 'zh-Hans': '须为 5 位期号', 'zh-Hant': '須為 5 位期號', ja: 'は 5 桁の回号にしてください' },
  'must be a catalog id (lower-case letters, digits, -)': { 'zh-Hans': '须为目录 ID（小写字母、数字、-）', 'zh-Hant': '須為目錄 ID（小寫字母、數字、-）', ja: 'はカタログ ID（英小文字・数字・-）にしてください' },
  'must be a condition name': { 'zh-Hans': '须为条件名称', 'zh-Hant': '須為條件名稱', ja: 'は条件名にしてください' },
  'must be a date YYYY-MM-DD': { 'zh-Hans': '须为日期（YYYY-MM-DD）', 'zh-Hant': '須為日期（YYYY-MM-DD）', ja: 'は日付（YYYY-MM-DD）にしてください' },
  'must be a decimal price such as 1.85': { 'zh-Hans': '须为小数赔率，如 1.85', 'zh-Hant': '須為小數賠率，如 1.85', ja: 'は 1.85 のような小数のオッズにしてください' },
  'must be a list of plan lines': { 'zh-Hans': '须为计划类别列表', 'zh-Hant': '須為計畫類別列表', ja: 'はプランの種類のリストにしてください' },
  'must be a match id (letters, digits, _ . : -)': { 'zh-Hans': '须为比赛 ID（字母、数字、_ . : -）', 'zh-Hant': '須為比賽 ID（字母、數字、_ . : -）', ja: 'は試合 ID（英字・数字・_ . : -）にしてください' },
  'must be a match id (letters, digits, _ or -, at most {#max})': {
    'zh-Hans': '须为比赛 ID（字母、数字、_ 或 -，最多 {#max} 个字符）',
    'zh-Hant': '須為比賽 ID（字母、數字、_ 或 -，最多 {#max} 個字元）',
    ja: 'は試合 ID（英字・数字・_ または -、{#max} 文字以内）にしてください',
  },
  'must be a match id': { 'zh-Hans': '须为比赛 ID', 'zh-Hant': '須為比賽 ID', ja: 'は試合 ID にしてください' },
  'must be a message id (a positive integer)': { 'zh-Hans': '须为消息 ID（正整数）', 'zh-Hant': '須為訊息 ID（正整數）', ja: 'はメッセージ ID（正の整数）にしてください' },
  'must be a multiple of 2 (one ticket is 2 yuan)': { 'zh-Hans': '须为 2 的倍数（每注 2 元）', 'zh-Hant': '須為 2 的倍數（每注 2 元）', ja: 'は 2 の倍数にしてください（1 口 2 元）' },
  'must be a number of yuan': { 'zh-Hans': '须为金额（元）', 'zh-Hant': '須為金額（元）', ja: 'は金額（元）にしてください' },
  'must be a plan id': { 'zh-Hans': '须为方案 ID', 'zh-Hant': '須為方案 ID', ja: 'はプラン ID にしてください' },
  'must be a play code such as SPF': { 'zh-Hans': '须为玩法代码，如 SPF', 'zh-Hant': '須為玩法代碼，如 SPF', ja: 'は SPF のような投票方法コードにしてください' },
  'must be a prediction id pred-…': { 'zh-Hans': '须为预测 ID（pred-…）', 'zh-Hant': '須為預測 ID（pred-…）', ja: 'は予想 ID（pred-…）にしてください' },
  'must be a share code': { 'zh-Hans': '须为分享码', 'zh-Hant': '須為分享碼', ja: 'は共有コードにしてください' },
  'must be a time a date can hold': { 'zh-Hans': '须为有效的时间', 'zh-Hant': '須為有效的時間', ja: 'は有効な時刻にしてください' },
  'must be a time in ms since 1970': { 'zh-Hans': '须为时间戳（自 1970 年起的毫秒数）', 'zh-Hant': '須為時間戳記（自 1970 年起的毫秒數）', ja: 'はタイムスタンプ（1970 年からのミリ秒）にしてください' },
  'must be a user id': { 'zh-Hans': '须为用户 ID', 'zh-Hant': '須為用戶 ID', ja: 'はユーザー ID にしてください' },
  'must be a version like 2.5.1': { 'zh-Hans': '须为版本号，如 2.5.1', 'zh-Hant': '須為版本號，如 2.5.1', ja: 'は 2.5.1 のようなバージョンにしてください' },
  'must be after startsAt': { 'zh-Hans': '须晚于 startsAt', 'zh-Hant': '須晚於 startsAt', ja: 'は startsAt より後にしてください' },
  'must be an 11-digit mainland mobile number': { 'zh-Hans': '须为 11 位中国大陆手机号', 'zh-Hant': '須為 11 位中國大陸手機號碼', ja: 'は 11 桁の中国本土の携帯電話番号にしてください' },
  'must be an Alipay account: phone, e-mail or id': { 'zh-Hans': '须为支付宝账号：手机号、邮箱或账户 ID', 'zh-Hant': '須為支付寶帳號：手機號碼、電子郵件或帳戶 ID', ja: 'は Alipay アカウント（電話番号・メール・ID）にしてください' },
  'must be an amount in yuan such as 24.00': { 'zh-Hans': '须为金额（元），如 24.00', 'zh-Hant': '須為金額（元），如 24.00', ja: 'は 24.00 のような金額（元）にしてください' },
  'must be an https URL': { 'zh-Hans': '须为 https 网址', 'zh-Hant': '須為 https 網址', ja: 'は https の URL にしてください' },
  'must be an option code such as 3 or 2:1': { 'zh-Hans': '须为选项代码，如 3 或 2:1', 'zh-Hant': '須為選項代碼，如 3 或 2:1', ja: 'は 3 や 2:1 のような選択肢コードにしてください' },
  'must be an order number (SL + 24 characters)': { 'zh-Hans': '须为订单号（SL + 24 个字符）', 'zh-Hant': '須為訂單編號（SL + 24 個字元）', ja: 'は注文番号（SL + 24 文字）にしてください' },
  'must be an uploaded image path (/uploads/….webp)': { 'zh-Hans': '须为已上传图片的路径（/uploads/….webp）', 'zh-Hant': '須為已上傳圖片的路徑（/uploads/….webp）', ja: 'はアップロード済み画像のパス（/uploads/….webp）にしてください' },
  'must be flat, martingale or recovery': { 'zh-Hans': '须为 flat、martingale 或 recovery', 'zh-Hant': '須為 flat、martingale 或 recovery', ja: 'は flat、martingale、recovery のいずれかにしてください' },
  'must be positive': { 'zh-Hans': '须为正数', 'zh-Hant': '須為正數', ja: 'は正の数にしてください' },
  'must be tab://link…, page://link… or https://link…': {
    'zh-Hans': '须为 tab://…、page://… 或 https://… 链接',
    'zh-Hant': '須為 tab://…、page://… 或 https://… 連結',
    ja: 'は tab://…、page://…、https://… のいずれかのリンクにしてください',
  },
  'must be true': { 'zh-Hans': '须为 true', 'zh-Hant': '須為 true', ja: 'は true にしてください' },
  'must be whole milliseconds': { 'zh-Hans': '须为整数毫秒', 'zh-Hant': '須為整數毫秒', ja: 'は整数のミリ秒にしてください' },
  'must be whole yuan': { 'zh-Hans': '须为整数元', 'zh-Hant': '須為整數元', ja: 'は元単位の整数にしてください' },
  'must be yx1k followed by 32 hex digits': { 'zh-Hans': '须为 yx1k 加 32 位十六进制数字', 'zh-Hant': '須為 yx1k 加 32 位十六進位數字', ja: 'は yx1k に続く 32 桁の 16 進数にしてください' },
  'must be at least the base stake': { 'zh-Hans': '不能小于起始投注额', 'zh-Hant': '不能小於起始投注額', ja: 'は初回の賭け金以上にしてください' },
  'must have at least one pick': { 'zh-Hans': '至少须选择一个选项', 'zh-Hant': '至少須選擇一個選項', ja: 'は 1 つ以上選んでください' },
  'must not be negative': { 'zh-Hans': '不能为负数', 'zh-Hant': '不能為負數', ja: 'は負の数にできません' },
  'must not contain < > " \' & \\ / or control characters': {
    'zh-Hans': '不能包含 < > " \' & \\ / 或控制字符',
    'zh-Hant': '不能包含 < > " \' & \\ / 或控制字元',
    ja: 'に < > " \' & \\ / や制御文字は使えません',
  },
  'must not contain invisible or text-direction characters': {
    'zh-Hans': '不能包含不可见字符或文字方向控制字符',
    'zh-Hant': '不能包含不可見字元或文字方向控制字元',
    ja: 'に不可視文字や文字方向の制御文字は使えません',
  },
  'must not contain control characters': { 'zh-Hans': '不能包含控制字符', 'zh-Hant': '不能包含控制字元', ja: 'に制御文字は使えません' },
  'must be sent in a well-formed multipart/form-data body': {
    'zh-Hans': '须以格式正确的 multipart/form-data 表单上传',
    'zh-Hant': '須以格式正確的 multipart/form-data 表單上傳',
    ja: 'は正しい形式の multipart/form-data で送信してください',
  },
  'must be a time before the year 10000': { 'zh-Hans': '须为公元 10000 年之前的时间', 'zh-Hant': '須為西元 10000 年之前的時間', ja: 'は 10000 年より前の日時にしてください' },
  'is not a host this server answers for (set PUBLIC_HOSTS or PUBLIC_API_URL)': {
    'zh-Hans': '不是本服务器对外提供服务的主机名（请设置 PUBLIC_HOSTS 或 PUBLIC_API_URL）',
    'zh-Hant': '不是本伺服器對外提供服務的主機名稱（請設定 PUBLIC_HOSTS 或 PUBLIC_API_URL）',
    ja: 'はこのサーバーが応答するホストではありません（PUBLIC_HOSTS か PUBLIC_API_URL を設定してください）',
  },
  // Every call's text (plugins/http/payload-text.ts): what the database cannot store.
  'must not contain a NUL character': { 'zh-Hans': '不能包含空字符（NUL）', 'zh-Hant': '不能包含空字元（NUL）', ja: 'に NUL 文字は使えません' },
  'must not contain an unpaired UTF-16 surrogate': {
    'zh-Hans': '包含无效的字符编码（不成对的代理项）',
    'zh-Hant': '包含無效的字元編碼（不成對的代理項）',
    ja: 'に不正な文字コード（対になっていないサロゲート）が含まれています',
  },
  'must select at least one match': { 'zh-Hans': '至少须选择一场比赛', 'zh-Hant': '至少須選擇一場比賽', ja: 'は 1 試合以上選んでください' },

  // The server's own checks.
  'is a generated match article; it can only be published or unpublished': {
    'zh-Hans': '是自动生成的赛事文章，只能发布或下架',
    'zh-Hant': '是自動生成的賽事文章，只能發布或下架',
    ja: 'は自動生成された試合記事のため、公開か非公開の切り替えのみできます',
  },
  'is not a calendar date': { 'zh-Hans': '不是有效的日期', 'zh-Hant': '不是有效的日期', ja: 'は存在しない日付です' },
  'carries both an optimisation and filters; save one of them': {
    'zh-Hans': '同时包含优化和过滤条件，只能保存其中一种',
    'zh-Hant': '同時包含優化和過濾條件，只能儲存其中一種',
    ja: 'に最適化とフィルターの両方があります。どちらか一方だけを保存してください',
  },
  'keep no bets': { 'zh-Hans': '过滤后没有剩余注数', 'zh-Hant': '過濾後沒有剩餘注數', ja: 'で残る組み合わせがありません' },
  'must be 1 for an optimised plan (the optimisation sets every combination\'s multiple)': {
    'zh-Hans': '优化方案的倍数须为 1（每注倍数由优化决定）',
    'zh-Hant': '優化方案的倍數須為 1（每注倍數由優化決定）',
    ja: 'は最適化プランでは 1 にしてください（各組み合わせの倍率は最適化で決まります）',
  },
  'is not a filter condition': { 'zh-Hans': '不是有效的过滤条件', 'zh-Hant': '不是有效的過濾條件', ja: 'はフィルター条件ではありません' },
  'is required for a 14-match or pick-9 plan': { 'zh-Hans': '胜负彩或任选九方案为必填项', 'zh-Hant': '勝負彩或任選九方案為必填項', ja: 'は 14 試合くじ・9 試合選択プランでは必須です' },
  'must be in issue order, each once': { 'zh-Hans': '须按期内场次顺序排列，且每场只能出现一次', 'zh-Hant': '須按期內場次順序排列，且每場只能出現一次', ja: 'は回の試合順に、各試合 1 回ずつ並べてください' },
  'must list all 14 matches of the issue': { 'zh-Hans': '须列出本期全部 14 场比赛', 'zh-Hant': '須列出本期全部 14 場比賽', ja: 'にはこの回の 14 試合をすべて含めてください' },
  'must be in the issue': { 'zh-Hans': '须为本期的比赛', 'zh-Hant': '須為本期的比賽', ja: 'はこの回の試合にしてください' },

  // Fastify's and its multipart plugin's own 4xx errors (envelope.ts passes their message on).
  'Unsupported Media Type': { 'zh-Hans': '不支持该内容类型', 'zh-Hant': '不支援該內容類型', ja: 'はサポートされていない形式です' },
  'Unsupported Media Type: {*type}': { 'zh-Hans': '不支持该内容类型：{*type}', 'zh-Hant': '不支援該內容類型：{*type}', ja: 'はサポートされていない形式です：{*type}' },
  'the request is not multipart': { 'zh-Hans': '须为 multipart 表单', 'zh-Hant': '須為 multipart 表單', ja: 'は multipart 形式にしてください' },
  'Request body size did not match Content-Length': { 'zh-Hans': '请求内容大小与 Content-Length 不符', 'zh-Hant': '請求內容大小與 Content-Length 不符', ja: 'のサイズが Content-Length と一致しません' },
  'a request field is not a valid JSON as declared by its Content-Type': { 'zh-Hans': '中有字段不是有效的 JSON', 'zh-Hant': '中有欄位不是有效的 JSON', ja: 'に有効な JSON ではない項目があります' },
  'the request was closed before the multipart data was fully parsed': { 'zh-Hans': '在表单数据读取完之前中断了', 'zh-Hant': '在表單資料讀取完之前中斷了', ja: 'はフォームデータの読み込み前に切断されました' },

  // Templates: numbers, names and free text are kept as they are.
  'must be {#min} to {#max} characters': { 'zh-Hans': '须为 {#min} 至 {#max} 个字符', 'zh-Hant': '須為 {#min} 至 {#max} 個字元', ja: 'は {#min}〜{#max} 文字にしてください' },
  'must be {#min} to {#max} letters, digits, _ or -': {
    'zh-Hans': '须为 {#min} 至 {#max} 个字母、数字、_ 或 -',
    'zh-Hant': '須為 {#min} 至 {#max} 個字母、數字、_ 或 -',
    ja: 'は英字・数字・_・- で {#min}〜{#max} 文字にしてください',
  },
  'must be exactly {#n} characters': { 'zh-Hans': '须为 {#n} 个字符', 'zh-Hant': '須為 {#n} 個字元', ja: 'は {#n} 文字にしてください' },
  'must be at least {#n} characters': { 'zh-Hans': '不能少于 {#n} 个字符', 'zh-Hant': '不能少於 {#n} 個字元', ja: 'は {#n} 文字以上にしてください' },
  'must be at most {#n} characters': { 'zh-Hans': '不能超过 {#n} 个字符', 'zh-Hant': '不能超過 {#n} 個字元', ja: 'は {#n} 文字以内にしてください' },
  'must be {#n} digits': { 'zh-Hans': '须为 {#n} 位数字', 'zh-Hant': '須為 {#n} 位數字', ja: 'は {#n} 桁の数字にしてください' },
  'must be at least {#n}': { 'zh-Hans': '不能小于 {#n}', 'zh-Hant': '不能小於 {#n}', ja: 'は {#n} 以上にしてください' },
  'must be at most {#n}': { 'zh-Hans': '不能大于 {#n}', 'zh-Hant': '不能大於 {#n}', ja: 'は {#n} 以下にしてください' },
  'must be more than {#n}': { 'zh-Hans': '须大于 {#n}', 'zh-Hant': '須大於 {#n}', ja: 'は {#n} より大きくしてください' },
  'must be less than {#n}': { 'zh-Hans': '须小于 {#n}', 'zh-Hant': '須小於 {#n}', ja: 'は {#n} 未満にしてください' },
  'must be {#n} or more': { 'zh-Hans': '不能小于 {#n}', 'zh-Hant': '不能小於 {#n}', ja: 'は {#n} 以上にしてください' },
  'must be a multiple of {#n}': { 'zh-Hans': '须为 {#n} 的倍数', 'zh-Hant': '須為 {#n} 的倍數', ja: 'は {#n} の倍数にしてください' },
  'must have exactly {#n} items': { 'zh-Hans': '须为 {#n} 项', 'zh-Hant': '須為 {#n} 項', ja: 'は {#n} 件にしてください' },
  'must have at least {#n} items': { 'zh-Hans': '至少须有 {#n} 项', 'zh-Hant': '至少須有 {#n} 項', ja: 'は {#n} 件以上にしてください' },
  'must have at most {#n} items': { 'zh-Hans': '最多 {#n} 项', 'zh-Hant': '最多 {#n} 項', ja: 'は {#n} 件以内にしてください' },
  'must have at most {#n} lines': { 'zh-Hans': '最多 {#n} 个类别', 'zh-Hant': '最多 {#n} 個類別', ja: 'は {#n} 種類以内にしてください' },
  'must have at most {#n} picks': { 'zh-Hans': '最多选择 {#n} 个选项', 'zh-Hant': '最多選擇 {#n} 個選項', ja: 'は {#n} 個以内にしてください' },
  'must have at most {#n} conditions': { 'zh-Hans': '最多 {#n} 个条件', 'zh-Hant': '最多 {#n} 個條件', ja: 'は {#n} 条件以内にしてください' },
  'must list at most {#n} competitions': { 'zh-Hans': '最多选择 {#n} 个赛事', 'zh-Hant': '最多選擇 {#n} 個賽事', ja: 'は {#n} 大会以内にしてください' },
  'must select at most {#n} matches': { 'zh-Hans': '最多选择 {#n} 场比赛', 'zh-Hant': '最多選擇 {#n} 場比賽', ja: 'は {#n} 試合以内にしてください' },
  'must cover at most {#n} combinations': { 'zh-Hans': '最多包含 {#n} 个组合', 'zh-Hant': '最多包含 {#n} 個組合', ja: 'は {#n} 通り以内にしてください' },
  'must start with {*text}': { 'zh-Hans': '须以 {*text} 开头', 'zh-Hant': '須以 {*text} 開頭', ja: 'は {*text} で始めてください' },
  'must end with {*text}': { 'zh-Hans': '须以 {*text} 结尾', 'zh-Hant': '須以 {*text} 結尾', ja: 'は {*text} で終わるようにしてください' },
  'must contain {*text}': { 'zh-Hans': '须包含 {*text}', 'zh-Hant': '須包含 {*text}', ja: 'に {*text} を含めてください' },
  'must equal {*value}': { 'zh-Hans': '须为 {*value}', 'zh-Hant': '須為 {*value}', ja: 'は {*value} にしてください' },
  'must be one of: {*values}': { 'zh-Hans': '须为以下之一：{*values}', 'zh-Hant': '須為以下之一：{*values}', ja: 'は次のいずれかにしてください：{*values}' },
  'has unknown fields: {*keys}': { 'zh-Hans': '含有未知字段：{*keys}', 'zh-Hant': '含有未知欄位：{*keys}', ja: 'に不明な項目があります：{*keys}' },
  'covers {#rows} combinations; at most {#max} can be saved optimised': {
    'zh-Hans': '共 {#rows} 个组合，优化方案最多只能保存 {#max} 个',
    'zh-Hant': '共 {#rows} 個組合，優化方案最多只能儲存 {#max} 個',
    ja: 'は {#rows} 通りあります。最適化プランとして保存できるのは {#max} 通りまでです',
  },
  'disagree with the {mode} optimisation of this plan for budget {budget}': {
    'zh-Hans': '与该方案在预算 {budget} 下的 {mode} 优化结果不一致',
    'zh-Hant': '與該方案在預算 {budget} 下的 {mode} 優化結果不一致',
    ja: 'が予算 {budget} でのこのプランの {mode} 最適化と一致しません',
  },
  'says {#bets} bets costing {#cost} yuan, but the plan has {#planBets} bets costing {#planCost} yuan': {
    'zh-Hans': '为 {#bets} 注 {#cost} 元，但方案实际为 {#planBets} 注 {#planCost} 元',
    'zh-Hant': '為 {#bets} 注 {#cost} 元，但方案實際為 {#planBets} 注 {#planCost} 元',
    ja: 'は {#bets} 口 {#cost} 元ですが、プランは {#planBets} 口 {#planCost} 元です',
  },
  'must be {game} or {other} for this record family': {
    'zh-Hans': '在此类记录中须为 {game} 或 {other}',
    'zh-Hant': '在此類紀錄中須為 {game} 或 {other}',
    ja: 'はこの種類の記録では {game} か {other} にしてください',
  },
  'must be {game} for this record family': { 'zh-Hans': '在此类记录中须为 {game}', 'zh-Hant': '在此類紀錄中須為 {game}', ja: 'はこの種類の記録では {game} にしてください' },
  'are at the limit of {#n}; delete one first': {
    'zh-Hans': '已达上限（{#n} 个），请先删除一些',
    'zh-Hant': '已達上限（{#n} 個），請先刪除一些',
    ja: 'は上限の {#n} 件に達しています。先にいくつか削除してください',
  },
  '{id} is not a lottery match on sale': { 'zh-Hans': '{id} 不是在售的竞彩场次', 'zh-Hant': '{id} 不是在售的競彩場次', ja: 'の {id} は販売中のくじ対象試合ではありません' },
  '{issue} is no longer on sale': { 'zh-Hans': '{issue} 已停售', 'zh-Hant': '{issue} 已停售', ja: 'の {issue} は販売が終了しています' },
  '{id} is not in issue {issue}': { 'zh-Hans': '{id} 不在第 {issue} 期中', 'zh-Hant': '{id} 不在第 {issue} 期中', ja: 'の {id} は第 {issue} 回にありません' },
  '{*encoding} is not supported; send the body uncompressed': {
    'zh-Hans': '不支持 {*encoding}，请发送未压缩的内容',
    'zh-Hant': '不支援 {*encoding}，請傳送未壓縮的內容',
    ja: 'の {*encoding} には対応していません。圧縮せずに送信してください',
  },
} as const satisfies Record<string, ProblemText>;

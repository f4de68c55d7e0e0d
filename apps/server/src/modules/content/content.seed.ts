import type { Locale } from '@scoreline/contract';
import type { Insertable } from 'kysely';
import type { ContentBlocksTable } from './content.schema.ts';

/**
 * The built-in help answers and pages, in every language: inserted once (by seed key) and then
 * the editors' to change. They describe what the product really does.
 */

type Text = Record<Locale, string>;
interface SeedHelp {
  key: string;
  category: 'account' | 'coins' | 'data' | 'experts' | 'other';
  question: Text;
  answer: Text;
}
interface SeedPage {
  key: 'zhaomu' | 'about' | 'contact';
  title: Text;
  html: Text;
}

const help: SeedHelp[] = [
  {
    key: 'login',
    category: 'account',
    question: { 'zh-Hans': '如何登录和注册？', 'zh-Hant': '如何登入和註冊？', en: 'How do I sign in or register?', ja: 'ログイン・登録の方法は？' },
    answer: {
      'zh-Hans': '<p>打开“我的”，点击登录，输入手机号并获取验证码即可；首次登录会自动注册。以游客身份收藏的比赛会保留在账号里。</p>',
      'zh-Hant': '<p>打開「我的」，點擊登入，輸入手機號並獲取驗證碼即可；首次登入會自動註冊。以訪客身分收藏的比賽會保留在帳號裏。</p>',
      en: '<p>Open Mine, tap Sign in, enter your phone number and the code we text you; the first sign-in registers you. Matches you starred as a visitor stay in your account.</p>',
      ja: '<p>「マイページ」からログインを選び、電話番号と SMS で届く認証コードを入力します。初回ログインで自動的に登録されます。ゲストとしてお気に入りにした試合はアカウントに引き継がれます。</p>',
    },
  },
  {
    key: 'coins',
    category: 'coins',
    question: { 'zh-Hans': '金币是什么？', 'zh-Hant': '金幣是甚麼？', en: 'What are coins?', ja: 'コインとは？' },
    answer: {
      'zh-Hans': '<p>金币是平台内的虚拟道具，用于购买专家方案、AI 模型和会员，不能兑换现金。每一笔收支都记录在金币明细中。</p>',
      'zh-Hant': '<p>金幣是平台內的虛擬道具，用於購買專家方案、AI 模型和會員，不能兌換現金。每一筆收支都記錄在金幣明細中。</p>',
      en: '<p>Coins are a virtual item for buying expert plans, AI models and membership inside the app; they cannot be exchanged for cash. Every change is listed in your coin ledger.</p>',
      ja: '<p>コインはアプリ内でエキスパートプラン、AI モデル、会員を購入するための仮想アイテムで、現金には交換できません。すべての増減はコイン明細に記録されます。</p>',
    },
  },
  {
    key: 'data',
    category: 'data',
    question: { 'zh-Hans': '比分和赔率数据从哪里来？', 'zh-Hant': '比分和賠率數據從哪裏來？', en: 'Where do the scores and odds come from?', ja: 'スコアとオッズのデータはどこから？' },
    answer: {
      'zh-Hans': '<p>比赛结果、统计和各公司赔率来自真实的历史数据（football-data.co.uk、NBA 数据等）。赛前前瞻和赛后战报由这些数据自动生成：近期状态、交锋、积分榜、赔率、比分和技术统计。</p>',
      'zh-Hant': '<p>比賽結果、統計和各公司賠率來自真實的歷史數據（football-data.co.uk、NBA 數據等）。賽前前瞻和賽後戰報由這些數據自動生成：近期狀態、對賽、積分榜、賠率、比分和技術統計。</p>',
      en: '<p>Results, statistics and bookmaker prices come from real historical data (football-data.co.uk, NBA data and others). Match previews and reports are written automatically from it: form, head-to-head, table, odds, score and statistics.</p>',
      ja: '<p>試合結果、スタッツ、各社のオッズは実際の過去データ（football-data.co.uk、NBA データなど）に基づきます。試合前のプレビューと試合後のレポートは、調子、対戦成績、順位、オッズ、スコア、スタッツから自動で作成されます。</p>',
    },
  },
  {
    key: 'replay',
    category: 'data',
    question: { 'zh-Hans': '比赛是实时直播的吗？', 'zh-Hant': '比賽是即時直播的嗎？', en: 'Are the matches live?', ja: '試合はライブ中継ですか？' },
    answer: {
      'zh-Hans': '<p>不是：标有“历史回放”的赛季是真实的往届赛季，按今天的日历逐场重放（比分、统计和赔率都是当年的真实数据），并非实时数据源。</p>',
      'zh-Hant': '<p>不是：標有「歷史回放」的賽季是真實的往屆賽季，按今天的日曆逐場重播（比分、統計和賠率都是當年的真實數據），並非即時數據源。</p>',
      en: '<p>No: a season marked “Replayed season” is a real past season replayed match by match on today\'s calendar (its scores, statistics and odds are the real ones), not a live feed.</p>',
      ja: '<p>いいえ。「過去シーズン再生」と表示されたシーズンは、実際の過去シーズンを今日の暦に合わせて一試合ずつ再生したもの（スコア・スタッツ・オッズは当時の実データ）で、ライブ配信ではありません。</p>',
    },
  },
  {
    key: 'expert',
    category: 'experts',
    question: { 'zh-Hans': '怎样成为专家？', 'zh-Hant': '怎樣成為專家？', en: 'How do I become an expert?', ja: 'エキスパートになるには？' },
    answer: {
      'zh-Hans': '<p>在“我的 → 专家招募”中查看要求并提交申请，审核通过后即可发布方案并获得收益。</p>',
      'zh-Hant': '<p>在「我的 → 專家招募」中查看要求並提交申請，審核通過後即可發布方案並獲得收益。</p>',
      en: '<p>See the requirements under Mine → Expert recruitment and apply; once approved you can publish plans and earn from them.</p>',
      ja: '<p>「マイページ → エキスパート募集」で条件を確認して申請してください。審査に通るとプランを公開し、収益を得られます。</p>',
    },
  },
  {
    key: 'lottery',
    category: 'other',
    question: { 'zh-Hans': '可以在这里购买彩票吗？', 'zh-Hant': '可以在這裏購買彩票嗎？', en: 'Can I buy lottery tickets here?', ja: 'ここで宝くじを買えますか？' },
    answer: {
      'zh-Hans': '<p>不可以。本产品不销售彩票，所有信息仅供参考；购买彩票请前往当地彩票店。</p>',
      'zh-Hant': '<p>不可以。本產品不銷售彩票，所有資訊僅供參考；購買彩票請前往當地彩票店。</p>',
      en: '<p>No. Scoreline sells no lottery tickets. All information is for reference only; buy lottery tickets at a lottery shop.</p>',
      ja: '<p>いいえ。本サービスは宝くじを販売していません。すべての情報は参考用です。宝くじは宝くじ販売店でお買い求めください。</p>',
    },
  },
];

const pages: SeedPage[] = [
  {
    key: 'zhaomu',
    title: { 'zh-Hans': '专家招募', 'zh-Hant': '專家招募', en: 'Expert recruitment', ja: 'エキスパート募集' },
    html: {
      'zh-Hans': '<h3>我们在找懂球的你</h3><p>如果你长期研究足球或篮球，愿意公开、诚实地分享每一场的分析，欢迎申请成为比分线专家。</p><h3>要求</h3><ul><li>已绑定手机号</li><li>近期公开方案有可查的记录</li><li>不发布诱导投注或违法内容</li></ul><h3>你将获得</h3><ul><li>个人专家主页和粉丝关注</li><li>付费方案收益（按平台规则提现）</li><li>战绩与排行榜展示</li></ul>',
      'zh-Hant': '<h3>我們在找懂波的你</h3><p>如果你長期研究足球或籃球，願意公開、誠實地分享每一場的分析，歡迎申請成為比分線專家。</p><h3>要求</h3><ul><li>已綁定手機號</li><li>近期公開方案有可查的紀錄</li><li>不發布誘導投注或違法內容</li></ul><h3>你將獲得</h3><ul><li>個人專家主頁和粉絲關注</li><li>付費方案收益（按平台規則提現）</li><li>戰績與排行榜展示</li></ul>',
      en: '<h3>We are looking for you</h3><p>If you study football or basketball closely and will share your analysis of every match openly and honestly, apply to become a Scoreline expert.</p><h3>Requirements</h3><ul><li>A bound phone number</li><li>A checkable record of recent public picks</li><li>No content that pushes betting or breaks the law</li></ul><h3>What you get</h3><ul><li>Your own expert page and followers</li><li>Earnings from paid plans (withdrawn under the platform rules)</li><li>Your record on the rankings</li></ul>',
      ja: '<h3>サッカーに詳しいあなたを募集</h3><p>サッカーやバスケットボールを深く研究し、毎試合の分析を誠実に公開できる方は、Scoreline エキスパートにご応募ください。</p><h3>条件</h3><ul><li>電話番号を登録済み</li><li>最近の公開予想に確認できる実績がある</li><li>投票を煽る内容や違法な内容を投稿しない</li></ul><h3>特典</h3><ul><li>エキスパート専用ページとフォロワー</li><li>有料プランの収益（規定に従って出金）</li><li>成績とランキングへの掲載</li></ul>',
    },
  },
  {
    key: 'about',
    title: { 'zh-Hans': '关于比分线', 'zh-Hant': '關於比分線', en: 'About Scoreline', ja: 'Scoreline について' },
    html: {
      'zh-Hans': '<p>比分线为足球和篮球爱好者提供即时比分、赛事数据、指数、AI 预测、专家方案和计算器。本产品不销售彩票。</p>',
      'zh-Hant': '<p>比分線為足球和籃球愛好者提供即時比分、賽事數據、指數、AI 預測、專家方案和計算器。本產品不銷售彩票。</p>',
      en: '<p>Scoreline gives football and basketball fans live scores, match data, odds, AI predictions, expert plans and calculators. It sells no lottery tickets.</p>',
      ja: '<p>Scoreline はサッカー・バスケットボールファンにライブスコア、試合データ、オッズ、AI 予測、エキスパートプラン、計算機を提供します。宝くじは販売していません。</p>',
    },
  },
  {
    key: 'contact',
    title: { 'zh-Hans': '联系客服', 'zh-Hant': '聯絡客服', en: 'Contact support', ja: 'お問い合わせ' },
    html: {
      'zh-Hans': '<p>常见问题请先查看帮助列表；其他问题可在“我的 → 设置”中反馈，我们会在一个工作日内回复。</p>',
      'zh-Hant': '<p>常見問題請先查看幫助列表；其他問題可在「我的 → 設定」中反饋，我們會在一個工作天內回覆。</p>',
      en: '<p>Check the help list first; for anything else, send feedback from Mine → Settings and we reply within one working day.</p>',
      ja: '<p>まずヘルプ一覧をご確認ください。その他のお問い合わせは「マイページ → 設定」からお送りください。1 営業日以内に返信します。</p>',
    },
  },
];

const LOCALES: Locale[] = ['zh-Hans', 'zh-Hant', 'en', 'ja'];

/** Every built-in row, published, keyed so a restart inserts nothing twice. */
export function seedBlocks(now: Date): Insertable<ContentBlocksTable>[] {
  return LOCALES.flatMap((locale) => [
    ...help.map((h, i) => ({ kind: 'help' as const, locale, tag: h.category, title: h.question[locale], body: h.answer[locale], sort: i * 10, seed_key: `help:${h.key}:${locale}`, status: 'published' as const, published_at: now })),
    ...pages.map((p) => ({ kind: 'page' as const, locale, tag: p.key, title: p.title[locale], body: p.html[locale], seed_key: `page:${p.key}:${locale}`, status: 'published' as const, published_at: now })),
  ]);
}

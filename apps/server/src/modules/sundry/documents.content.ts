import type { Locale } from '@scoreline/contract';

export interface LegalDocument {
  title: string;
  sections: Array<{ heading: string; body: string[] }>;
}

/** The disclaimer of spec section 1, shared by the agreement and the app's bottom bar. */
export const disclaimer: Record<Locale, string> = {
  'zh-Hans': '本产品不销售彩票，所有信息仅供参考；购买彩票请前往当地彩票店。',
  'zh-Hant': '本產品不銷售彩票，所有資訊僅供參考；購買彩票請前往當地彩票店。',
  en: 'Scoreline sells no lottery tickets. All information is for reference only; buy lottery tickets at a lottery shop.',
  ja: '本サービスは宝くじを販売していません。すべての情報は参考用です。宝くじは宝くじ販売店でお買い求めください。',
};

const agreementZhHans: LegalDocument = {
  title: '用户服务协议',
  sections: [
    { heading: '一、服务内容', body: ['比分线为足球、篮球爱好者提供即时比分、赛事数据、指数、AI 预测、专家方案、计算器、资讯、金币钱包和会员等信息服务。'] },
    { heading: '二、免责声明', body: [disclaimer['zh-Hans'], '赛事数据、指数与预测来自历史数据和统计模型，可能存在误差，不构成任何投注建议。'] },
    { heading: '三、账号', body: ['您可以以游客身份使用，或通过手机号验证码、微信登录。请妥善保管账号，不得转让、出借。', '您可以随时在“设置”中注销账号；注销后个人资料将被匿名化，交易记录依法保留。'] },
    { heading: '四、金币与会员', body: ['金币为本平台内的虚拟道具，仅可用于购买平台内的内容服务，不可兑换为现金（专家收益提现另有规则）。'] },
    { heading: '五、用户行为', body: ['不得发布违法、侮辱、广告或诱导赌博的内容；不得以技术手段抓取、干扰服务。违者我们可删除内容或限制账号。'] },
    { heading: '六、个人信息', body: ['我们按照《隐私政策》收集和使用您的信息，仅用于提供和改进服务。'] },
    { heading: '七、其他', body: ['本协议的更新将在应用内公布；继续使用即视为同意更新后的协议。如有疑问，请通过“帮助与客服”联系我们。'] },
  ],
};

const agreementZhHant: LegalDocument = {
  title: '用戶服務協議',
  sections: [
    { heading: '一、服務內容', body: ['比分線為足球、籃球愛好者提供即時比分、賽事數據、指數、AI 預測、專家方案、計算器、資訊、金幣錢包和會員等資訊服務。'] },
    { heading: '二、免責聲明', body: [disclaimer['zh-Hant'], '賽事數據、指數與預測來自歷史數據和統計模型，可能存在誤差，不構成任何投注建議。'] },
    { heading: '三、帳號', body: ['您可以以訪客身分使用，或透過手機號驗證碼、微信登入。請妥善保管帳號，不得轉讓、出借。', '您可以隨時在「設定」中註銷帳號；註銷後個人資料將被匿名化，交易記錄依法保留。'] },
    { heading: '四、金幣與會員', body: ['金幣為本平台內的虛擬道具，僅可用於購買平台內的內容服務，不可兌換為現金（專家收益提現另有規則）。'] },
    { heading: '五、用戶行為', body: ['不得發布違法、侮辱、廣告或誘導賭博的內容；不得以技術手段抓取、干擾服務。違者我們可刪除內容或限制帳號。'] },
    { heading: '六、個人資訊', body: ['我們依照《隱私權政策》收集和使用您的資訊，僅用於提供和改進服務。'] },
    { heading: '七、其他', body: ['本協議的更新將在應用內公布；繼續使用即視為同意更新後的協議。如有疑問，請透過「幫助與客服」聯絡我們。'] },
  ],
};

const agreementEn: LegalDocument = {
  title: 'User Agreement',
  sections: [
    { heading: '1. The service', body: ['Scoreline gives football and basketball fans live scores, match data, odds, AI predictions, expert plans, calculators, news, a coin wallet and membership.'] },
    { heading: '2. Disclaimer', body: [disclaimer.en, 'Data, odds and predictions come from historical data and statistical models; they can be wrong and are not betting advice.'] },
    { heading: '3. Your account', body: ['You may use Scoreline as a visitor, or sign in with a phone code or WeChat. Keep your account to yourself.', 'You can delete your account at any time in Settings; your personal data is then anonymised, while transaction records are kept as the law requires.'] },
    { heading: '4. Coins and membership', body: ['Coins are a virtual item for buying content inside Scoreline and cannot be exchanged for cash (expert earnings follow their own withdrawal rules).'] },
    { heading: '5. Conduct', body: ['Do not post unlawful, abusive or advertising content or anything that promotes gambling, and do not scrape or disrupt the service. We may remove content or restrict accounts that do.'] },
    { heading: '6. Personal information', body: ['We collect and use your information as the Privacy Policy describes, only to provide and improve the service.'] },
    { heading: '7. Changes', body: ['Updates to this agreement are announced in the app; using it afterwards means you accept them. Questions: use Help & Support.'] },
  ],
};

const agreementJa: LegalDocument = {
  title: '利用規約',
  sections: [
    { heading: '1. サービス内容', body: ['Scoreline はサッカー・バスケットボールファンに、ライブスコア、試合データ、オッズ、AI 予測、エキスパートプラン、計算機、ニュース、コインウォレット、会員サービスを提供します。'] },
    { heading: '2. 免責事項', body: [disclaimer.ja, 'データ、オッズ、予測は過去のデータと統計モデルに基づくもので、誤差を含む場合があり、投票の助言ではありません。'] },
    { heading: '3. アカウント', body: ['ゲストとして、または SMS 認証コードや WeChat でログインして利用できます。アカウントの譲渡・貸与はできません。', '設定からいつでもアカウントを削除できます。削除後、個人データは匿名化され、取引記録は法令に従い保管されます。'] },
    { heading: '4. コインと会員', body: ['コインはサービス内のコンテンツ購入にのみ使える仮想アイテムで、現金と交換できません（エキスパート収益の出金は別途規定に従います）。'] },
    { heading: '5. 禁止事項', body: ['違法、侮辱的、広告目的、賭博を誘引する投稿、ならびにスクレイピングやサービス妨害を禁止します。違反した場合、投稿の削除やアカウントの制限を行うことがあります。'] },
    { heading: '6. 個人情報', body: ['個人情報はプライバシーポリシーに従い、サービスの提供と改善のためにのみ利用します。'] },
    { heading: '7. 変更', body: ['本規約の変更はアプリ内で告知します。変更後も利用を続けた場合、変更に同意したものとみなします。お問い合わせはヘルプ・サポートから。'] },
  ],
};

const privacyZhHans: LegalDocument = {
  title: '隐私政策',
  sections: [
    { heading: '我们收集的信息', body: ['访客标识、设备型号与系统版本、应用版本；登录后的手机号、昵称、头像；您主动发布的内容；使用记录（如打开应用的时间）。'] },
    { heading: '我们如何使用', body: ['用于登录与账号安全、推送您关注的比赛、改进服务与排查问题。我们不会出售您的个人信息。'] },
    { heading: '存储与安全', body: ['验证码仅以哈希形式保存；登录凭证可随时在退出登录或注销账号时失效。'] },
    { heading: '您的权利', body: ['您可以修改昵称头像、解绑微信，或注销账号。注销后个人资料将被匿名化。'] },
  ],
};

const privacyZhHant: LegalDocument = {
  title: '隱私權政策',
  sections: [
    { heading: '我們收集的資訊', body: ['訪客標識、裝置型號與系統版本、應用版本；登入後的手機號、暱稱、頭像；您主動發布的內容；使用記錄（如開啟應用的時間）。'] },
    { heading: '我們如何使用', body: ['用於登入與帳號安全、推送您關注的比賽、改進服務與排查問題。我們不會出售您的個人資訊。'] },
    { heading: '儲存與安全', body: ['驗證碼僅以雜湊形式保存；登入憑證可隨時在登出或註銷帳號時失效。'] },
    { heading: '您的權利', body: ['您可以修改暱稱頭像、解除綁定微信，或註銷帳號。註銷後個人資料將被匿名化。'] },
  ],
};

const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  sections: [
    { heading: 'What we collect', body: ['Your visitor id, device model and OS version, app version; once signed in, your phone number, nickname and avatar; what you post; usage records such as when you open the app.'] },
    { heading: 'How we use it', body: ['To sign you in and keep your account safe, to push the matches you follow, and to improve the service and fix problems. We never sell personal information.'] },
    { heading: 'Storage and security', body: ['Login codes are stored only as hashes; login tokens stop working when you log out or delete your account.'] },
    { heading: 'Your rights', body: ['You can change your nickname and avatar, unbind WeChat, or delete your account, after which your personal data is anonymised.'] },
  ],
};

const privacyJa: LegalDocument = {
  title: 'プライバシーポリシー',
  sections: [
    { heading: '収集する情報', body: ['ビジターID、端末の機種と OS バージョン、アプリのバージョン、ログイン後の電話番号・ニックネーム・アバター、投稿内容、利用記録（アプリを開いた時刻など）。'] },
    { heading: '利用目的', body: ['ログインとアカウントの保護、フォローした試合の通知、サービスの改善と不具合の調査に利用します。個人情報を販売することはありません。'] },
    { heading: '保管と安全', body: ['認証コードはハッシュのみを保存し、ログイントークンはログアウトやアカウント削除で無効になります。'] },
    { heading: 'あなたの権利', body: ['ニックネームやアバターの変更、WeChat の連携解除、アカウントの削除ができます。削除後、個人データは匿名化されます。'] },
  ],
};

export const documents = {
  appXieYi: { 'zh-Hans': agreementZhHans, 'zh-Hant': agreementZhHant, en: agreementEn, ja: agreementJa },
  privacy: { 'zh-Hans': privacyZhHans, 'zh-Hant': privacyZhHant, en: privacyEn, ja: privacyJa },
} as const satisfies Record<string, Record<Locale, LegalDocument>>;

export type DocumentType = keyof typeof documents;

import type { Lang, Texts } from '../../../i18n/lang';

/** A bank members can hold a card at: its code, its icon's hue and its name in every language. */
export type BankSeed = { code: string; hue: number; name: Texts };

const bank = (code: string, hue: number, name: Texts): BankSeed => ({ code, hue, name });
const same = (s: string): Texts => ({ zh_cn: s, zh_hk: s, en: s, th: s, vi: s });

/**
 * Every bank is named in every language, so a card reads in whatever language its owner asks for; which
 * of them a member may choose from depends on the language (OFFERED).
 */
export const BANKS: BankSeed[] = [
  bank('ICBC', 0, {
    zh_cn: '中国工商银行',
    zh_hk: '中國工商銀行',
    en: 'Industrial and Commercial Bank of China',
    th: 'ธนาคารอุตสาหกรรมและพาณิชย์แห่งประเทศจีน',
    vi: 'Ngân hàng Công Thương Trung Quốc',
  }),
  bank('CCB', 210, {
    zh_cn: '中国建设银行',
    zh_hk: '中國建設銀行',
    en: 'China Construction Bank',
    th: 'ธนาคารก่อสร้างแห่งประเทศจีน',
    vi: 'Ngân hàng Xây dựng Trung Quốc',
  }),
  bank('ABC', 140, {
    zh_cn: '中国农业银行',
    zh_hk: '中國農業銀行',
    en: 'Agricultural Bank of China',
    th: 'ธนาคารเกษตรแห่งประเทศจีน',
    vi: 'Ngân hàng Nông nghiệp Trung Quốc',
  }),
  bank('BOC', 350, {
    zh_cn: '中国银行',
    zh_hk: '中國銀行',
    en: 'Bank of China',
    th: 'ธนาคารแห่งประเทศจีน',
    vi: 'Ngân hàng Trung Quốc',
  }),
  bank('CMB', 10, {
    zh_cn: '招商银行',
    zh_hk: '招商銀行',
    en: 'China Merchants Bank',
    th: 'ธนาคารไชน่าเมอร์แชนท์ส',
    vi: 'Ngân hàng Chiêu Thương',
  }),
  bank('COMM', 200, {
    zh_cn: '交通银行',
    zh_hk: '交通銀行',
    en: 'Bank of Communications',
    th: 'ธนาคารคมนาคมแห่งประเทศจีน',
    vi: 'Ngân hàng Giao thông',
  }),
  bank('PSBC', 120, {
    zh_cn: '中国邮政储蓄银行',
    zh_hk: '中國郵政儲蓄銀行',
    en: 'Postal Savings Bank of China',
    th: 'ธนาคารออมสินไปรษณีย์แห่งประเทศจีน',
    vi: 'Ngân hàng Tiết kiệm Bưu chính Trung Quốc',
  }),
  bank('HSBC', 0, { zh_cn: '汇丰银行', zh_hk: '滙豐銀行', en: 'HSBC', th: 'ธนาคารเอชเอสบีซี', vi: 'HSBC' }),
  bank('BOCHK', 350, {
    zh_cn: '中国银行（香港）',
    zh_hk: '中國銀行（香港）',
    en: 'Bank of China (Hong Kong)',
    th: 'ธนาคารแห่งประเทศจีน (ฮ่องกง)',
    vi: 'Ngân hàng Trung Quốc (Hồng Kông)',
  }),
  bank('HASE', 190, {
    zh_cn: '恒生银行',
    zh_hk: '恒生銀行',
    en: 'Hang Seng Bank',
    th: 'ธนาคารหั่งเส็ง',
    vi: 'Ngân hàng Hang Seng',
  }),
  bank('SCBHK', 130, {
    zh_cn: '渣打银行',
    zh_hk: '渣打銀行',
    en: 'Standard Chartered',
    th: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด',
    vi: 'Ngân hàng Standard Chartered',
  }),
  bank('CITI', 205, { zh_cn: '花旗银行', zh_hk: '花旗銀行', en: 'Citibank', th: 'ธนาคารซิตี้แบงก์', vi: 'Citibank' }),
  bank('KBANK', 130, {
    zh_cn: '泰国开泰银行',
    zh_hk: '泰國開泰銀行',
    en: 'Kasikornbank',
    th: 'ธนาคารกสิกรไทย',
    vi: 'Ngân hàng Kasikorn',
  }),
  bank('SCB', 275, {
    zh_cn: '泰国汇商银行',
    zh_hk: '泰國匯商銀行',
    en: 'Siam Commercial Bank',
    th: 'ธนาคารไทยพาณิชย์',
    vi: 'Ngân hàng Thương mại Siam',
  }),
  bank('BBL', 220, {
    zh_cn: '盘谷银行',
    zh_hk: '盤谷銀行',
    en: 'Bangkok Bank',
    th: 'ธนาคารกรุงเทพ',
    vi: 'Ngân hàng Bangkok',
  }),
  bank('KTB', 195, {
    zh_cn: '泰京银行',
    zh_hk: '泰京銀行',
    en: 'Krungthai Bank',
    th: 'ธนาคารกรุงไทย',
    vi: 'Ngân hàng Krungthai',
  }),
  bank('BAY', 50, {
    zh_cn: '大城银行',
    zh_hk: '大城銀行',
    en: 'Bank of Ayudhya (Krungsri)',
    th: 'ธนาคารกรุงศรีอยุธยา',
    vi: 'Ngân hàng Krungsri',
  }),
  bank('VCB', 130, {
    zh_cn: '越南外贸银行',
    zh_hk: '越南外貿銀行',
    en: 'Vietcombank',
    th: 'ธนาคารเวียดคอมแบงก์',
    vi: 'Vietcombank',
  }),
  bank('TCB', 0, {
    zh_cn: '越南技商银行',
    zh_hk: '越南技商銀行',
    en: 'Techcombank',
    th: 'ธนาคารเทคคอมแบงก์',
    vi: 'Techcombank',
  }),
  bank('BIDV', 200, {
    zh_cn: '越南投资与发展银行',
    zh_hk: '越南投資與發展銀行',
    en: 'BIDV',
    th: 'ธนาคาร BIDV',
    vi: 'BIDV',
  }),
  bank('ACB', 220, {
    zh_cn: '亚洲商业银行',
    zh_hk: '亞洲商業銀行',
    en: 'Asia Commercial Bank',
    th: 'ธนาคาร ACB',
    vi: 'ACB',
  }),
  bank('VTB', 190, {
    zh_cn: '越南工商银行',
    zh_hk: '越南工商銀行',
    en: 'VietinBank',
    th: 'ธนาคารเวียดตินแบงก์',
    vi: 'VietinBank',
  }),
  bank('USDT-TRC20', 160, same('USDT-TRC20')),
  bank('USDT-ERC20', 220, same('USDT-ERC20')),
];

/** The banks a member can bind, per language (a member sees the list of the language asked for), by weight. */
export const OFFERED: Record<Lang, string[]> = {
  zh_cn: ['ICBC', 'CCB', 'ABC', 'BOC', 'CMB', 'COMM', 'PSBC', 'USDT-TRC20', 'USDT-ERC20'],
  zh_hk: ['HSBC', 'BOCHK', 'HASE', 'SCBHK', 'ICBC', 'USDT-TRC20', 'USDT-ERC20'],
  en: ['HSBC', 'SCBHK', 'BOCHK', 'CITI', 'ICBC', 'USDT-TRC20', 'USDT-ERC20'],
  th: ['KBANK', 'SCB', 'BBL', 'KTB', 'BAY', 'USDT-TRC20', 'USDT-ERC20'],
  vi: ['VCB', 'TCB', 'BIDV', 'ACB', 'VTB', 'USDT-TRC20', 'USDT-ERC20'],
};

import { makeT, type Catalog } from './lang';

export const yuebaoMessages = {
  planRequired: { zh_cn: '请选择购买方案', zh_hk: '請選擇購買方案', en: 'Please choose a plan', th: 'กรุณาเลือกแผน', vi: 'Vui lòng chọn gói' },
  amountTen: { zh_cn: '购买金额必须是10的倍数', zh_hk: '購買金額必須是10的倍數', en: 'The amount must be a multiple of 10', th: 'จำนวนเงินต้องเป็นทวีคูณของ 10', vi: 'Số tiền phải là bội số của 10' },
  planMissing: { zh_cn: '购买方案不存在', zh_hk: '購買方案不存在', en: 'The plan does not exist', th: 'ไม่พบแผนนี้', vi: 'Gói không tồn tại' },
  soldOut: { zh_cn: '该方案已售完', zh_hk: '該方案已售完', en: 'This plan is sold out', th: 'แผนนี้ขายหมดแล้ว', vi: 'Gói này đã bán hết' },
  overCap: { zh_cn: '购买数量超过上限，请重试', zh_hk: '購買數量超過上限，請重試', en: 'The purchase exceeds your limit, please try again', th: 'จำนวนซื้อเกินขีดจำกัด กรุณาลองใหม่', vi: 'Số lượng mua vượt giới hạn, vui lòng thử lại' },
  noMoney: { zh_cn: '账户余额不足，请充值', zh_hk: '賬戶餘額不足，請充值', en: 'Insufficient balance, please deposit', th: 'ยอดเงินไม่เพียงพอ กรุณาเติมเงิน', vi: 'Số dư không đủ, vui lòng nạp tiền' },
  bought: { zh_cn: '购买成功', zh_hk: '購買成功', en: 'Purchase successful', th: 'ซื้อสำเร็จ', vi: 'Mua thành công' },
  redeemFailed: { zh_cn: '操作失败，请重试', zh_hk: '操作失敗，請重試', en: 'Operation failed, please try again', th: 'ดำเนินการล้มเหลว กรุณาลองใหม่', vi: 'Thao tác thất bại, vui lòng thử lại' },
  redeemed: {
    zh_cn: '赎回成功，【本金+利息】共【 :money 元】已转入您的账户',
    zh_hk: '贖回成功，【本金+利息】共【 :money 元】已轉入您的賬戶',
    en: 'Redeemed: principal plus interest of :money has been moved to your account',
    th: 'ไถ่ถอนสำเร็จ เงินต้นรวมดอกเบี้ย :money ได้โอนเข้าบัญชีของคุณแล้ว',
    vi: 'Rút thành công, gốc và lãi tổng cộng :money đã được chuyển vào tài khoản của bạn',
  },
  logBuy: { zh_cn: '购买余额宝【:plan】', zh_hk: '購買餘額寶【:plan】', en: 'Yuebao purchase [:plan]', th: 'ซื้อ Yuebao [:plan]', vi: 'Mua Yuebao [:plan]' },
  logPrincipal: { zh_cn: '余额宝【:plan】赎回本金', zh_hk: '餘額寶【:plan】贖回本金', en: 'Yuebao [:plan] principal redeemed', th: 'ไถ่ถอนเงินต้น Yuebao [:plan]', vi: 'Rút gốc Yuebao [:plan]' },
  logInterest: { zh_cn: '余额宝【:plan】利息', zh_hk: '餘額寶【:plan】利息', en: 'Yuebao [:plan] interest', th: 'ดอกเบี้ย Yuebao [:plan]', vi: 'Lãi Yuebao [:plan]' },
} satisfies Catalog;

export const tYuebao = makeT(yuebaoMessages);

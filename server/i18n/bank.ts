import { makeT, type Catalog } from './lang';

export const bankMessages = {
  created: { zh_cn: '银行数据创建成功', zh_hk: '銀行數據創建成功', en: 'Bank account added', th: 'เพิ่มบัญชีธนาคารสำเร็จ', vi: 'Đã thêm tài khoản ngân hàng' },
  updated: { zh_cn: '银行数据更新成功', zh_hk: '銀行數據更新成功', en: 'Bank account updated', th: 'อัปเดตบัญชีธนาคารสำเร็จ', vi: 'Đã cập nhật tài khoản ngân hàng' },
  deleted: { zh_cn: '银行数据删除成功', zh_hk: '銀行數據刪除成功', en: 'Bank account deleted', th: 'ลบบัญชีธนาคารสำเร็จ', vi: 'Đã xóa tài khoản ngân hàng' },
  notFound: { zh_cn: '银行卡信息不存在，请检查', zh_hk: '銀行卡信息不存在，請檢查', en: 'The bank card does not exist, please check', th: 'ไม่พบข้อมูลบัตรธนาคาร กรุณาตรวจสอบ', vi: 'Thông tin thẻ ngân hàng không tồn tại, vui lòng kiểm tra' },
} satisfies Catalog;

export const tBank = makeT(bankMessages);

/** Chains a USDT account can be on (GET /member/bank/type `usdt`). */
export const USDT_CHAINS = { omni: 'Omni', erc: 'ERC20', trc: 'TRC20' } as const;

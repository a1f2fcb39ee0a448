import { makeT, type Catalog } from './lang';

export const actMessages = {
  notFound: { zh_cn: '活动不存在', zh_hk: '活動不存在', en: 'The activity does not exist', th: 'ไม่พบกิจกรรมนี้', vi: 'Hoạt động không tồn tại' },
  noApply: { zh_cn: '该活动不需要申请', zh_hk: '該活動不需要申請', en: 'This activity needs no application', th: 'กิจกรรมนี้ไม่ต้องสมัคร', vi: 'Hoạt động này không cần đăng ký' },
  memberMissing: { zh_cn: '会员名称不存在', zh_hk: '會員名稱不存在', en: 'The member name does not exist', th: 'ไม่พบชื่อสมาชิก', vi: 'Tên thành viên không tồn tại' },
  langMismatch: { zh_cn: '申请失败，请重试', zh_hk: '申請失敗，請重試', en: 'Application failed, please try again', th: 'สมัครไม่สำเร็จ กรุณาลองใหม่', vi: 'Đăng ký thất bại, vui lòng thử lại' },
  already: { zh_cn: '您今日已经申请过该活动，请勿重复申请', zh_hk: '您今日已經申請過該活動，請勿重複申請', en: 'You have already applied for this activity today', th: 'วันนี้คุณสมัครกิจกรรมนี้แล้ว', vi: 'Hôm nay bạn đã đăng ký hoạt động này rồi' },
  applied: { zh_cn: '申请成功，请等待处理结果', zh_hk: '申請成功，請等待處理結果', en: 'Application submitted, please wait for the result', th: 'สมัครสำเร็จ กรุณารอผลการพิจารณา', vi: 'Đăng ký thành công, vui lòng chờ kết quả' },
  demoQuery: { zh_cn: '试玩账号无法查询活动信息', zh_hk: '試玩賬號無法查詢活動信息', en: 'A demo account cannot look up activity applications', th: 'บัญชีทดลองไม่สามารถตรวจสอบกิจกรรมได้', vi: 'Tài khoản dùng thử không thể tra cứu hoạt động' },
  apply0: { zh_cn: '待处理', zh_hk: '待處理', en: 'Pending', th: 'รอดำเนินการ', vi: 'Chờ xử lý' },
  apply1: { zh_cn: '已通过', zh_hk: '已通過', en: 'Approved', th: 'อนุมัติแล้ว', vi: 'Đã duyệt' },
  apply2: { zh_cn: '已拒绝', zh_hk: '已拒絕', en: 'Rejected', th: 'ถูกปฏิเสธ', vi: 'Bị từ chối' },
  apply3: { zh_cn: '已派彩', zh_hk: '已派彩', en: 'Bonus paid', th: 'จ่ายโบนัสแล้ว', vi: 'Đã trả thưởng' },
  type1: { zh_cn: '返水活动', zh_hk: '返水活動', en: 'Rebate', th: 'เงินคืน', vi: 'Hoàn trả' },
  type2: { zh_cn: '红利活动', zh_hk: '紅利活動', en: 'Bonus', th: 'โบนัส', vi: 'Tiền thưởng' },
  type3: { zh_cn: '充值活动', zh_hk: '充值活動', en: 'Deposit', th: 'เติมเงิน', vi: 'Nạp tiền' },
  type4: { zh_cn: '展示活动', zh_hk: '展示活動', en: 'Showcase', th: 'แนะนำ', vi: 'Giới thiệu' },
} satisfies Catalog;

export const tAct = makeT(actMessages);

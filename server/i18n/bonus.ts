import { makeT, type Catalog } from './lang';

export const bonusMessages = {
  closed: { zh_cn: '该活动暂未开放', zh_hk: '該活動暫未開放', en: 'This activity is not open', th: 'กิจกรรมนี้ยังไม่เปิด', vi: 'Hoạt động này chưa mở' },
  signedToday: { zh_cn: '您今日已经签到，无须再次签到', zh_hk: '您今日已經簽到，無須再次簽到', en: 'You have already signed in today', th: 'วันนี้คุณเช็คอินแล้ว', vi: 'Hôm nay bạn đã điểm danh rồi' },
  signed: { zh_cn: '签到成功，获得 :money 元', zh_hk: '簽到成功，獲得 :money 元', en: 'Signed in: you received :money', th: 'เช็คอินสำเร็จ ได้รับ :money', vi: 'Điểm danh thành công, nhận :money' },
  awardMissing: { zh_cn: '该奖励不存在', zh_hk: '該獎勵不存在', en: 'This reward does not exist', th: 'ไม่พบรางวัลนี้', vi: 'Phần thưởng không tồn tại' },
  notEnoughDays: { zh_cn: '连续签到天数不足', zh_hk: '連續簽到天數不足', en: 'Not enough consecutive sign-in days', th: 'จำนวนวันเช็คอินต่อเนื่องไม่พอ', vi: 'Chưa đủ số ngày điểm danh liên tiếp' },
  awardTaken: { zh_cn: '该奖励已领取', zh_hk: '該獎勵已領取', en: 'This reward has already been claimed', th: 'รับรางวัลนี้แล้ว', vi: 'Phần thưởng này đã được nhận' },
  awarded: { zh_cn: '领取成功，获得 :money 元', zh_hk: '領取成功，獲得 :money 元', en: 'Claimed: you received :money', th: 'รับสำเร็จ ได้รับ :money', vi: 'Nhận thành công :money' },
  noRedbagTimes: { zh_cn: '今日抢红包次数已用完', zh_hk: '今日搶紅包次數已用完', en: 'No red packet draws left today', th: 'วันนี้สิทธิ์ชิงอั่งเปาหมดแล้ว', vi: 'Hôm nay đã hết lượt giật lì xì' },
  redbag: {
    zh_cn: '恭喜您，抢到金额 :money 元的红包，已存入您的账户', zh_hk: '恭喜您，搶到金額 :money 元的紅包，已存入您的賬戶',
    en: 'Congratulations, you got a red packet of :money; it is in your account', th: 'ยินดีด้วย คุณได้อั่งเปา :money เข้าบัญชีแล้ว',
    vi: 'Chúc mừng, bạn nhận được lì xì :money, đã cộng vào tài khoản',
  },
  noMember: { zh_cn: '会员信息不存在', zh_hk: '會員信息不存在', en: 'Member information not found', th: 'ไม่พบข้อมูลสมาชิก', vi: 'Không tìm thấy thông tin thành viên' },
  noSpins: { zh_cn: '您今日没有抽奖次数了', zh_hk: '您今日沒有抽獎次數了', en: 'You have no spins left today', th: 'วันนี้คุณไม่มีสิทธิ์หมุนแล้ว', vi: 'Hôm nay bạn đã hết lượt quay' },
  won: { zh_cn: '恭喜您抽中 :prize', zh_hk: '恭喜您抽中 :prize', en: 'Congratulations, you won :prize', th: 'ยินดีด้วย คุณได้รับ :prize', vi: 'Chúc mừng, bạn trúng :prize' },
  thanks: { zh_cn: '谢谢参与', zh_hk: '謝謝參與', en: 'Better luck next time', th: 'ขอบคุณที่ร่วมสนุก', vi: 'Chúc bạn may mắn lần sau' },
  cash: { zh_cn: ':money 元现金', zh_hk: ':money 元現金', en: ':money cash', th: 'เงินสด :money', vi: ':money tiền mặt' },
  logSign: { zh_cn: '每日签到', zh_hk: '每日簽到', en: 'Daily sign-in', th: 'เช็คอินรายวัน', vi: 'Điểm danh hằng ngày' },
  logStreak: { zh_cn: '连续签到 :days 天奖励', zh_hk: '連續簽到 :days 天獎勵', en: ':days-day sign-in streak reward', th: 'รางวัลเช็คอินต่อเนื่อง :days วัน', vi: 'Thưởng điểm danh liên tiếp :days ngày' },
  logRedbag: { zh_cn: '抢红包', zh_hk: '搶紅包', en: 'Red packet', th: 'อั่งเปา', vi: 'Lì xì' },
  logWheel: { zh_cn: '幸运转盘', zh_hk: '幸運轉盤', en: 'Lucky wheel', th: 'วงล้อนำโชค', vi: 'Vòng quay may mắn' },
} satisfies Catalog;

export const tBonus = makeT(bonusMessages);

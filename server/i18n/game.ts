import { makeLabel, makeT, type Catalog, type Lang, type Texts } from './lang';

export const gameMessages = {
  apiMissing: { zh_cn: '游戏接口不存在或已关闭', zh_hk: '遊戲接口不存在或已關閉', en: 'This game platform does not exist or is closed', th: 'ไม่มีแพลตฟอร์มเกมนี้หรือปิดให้บริการแล้ว', vi: 'Nền tảng trò chơi này không tồn tại hoặc đã đóng' },
  apiCodeRequired: { zh_cn: '请选择游戏接口', zh_hk: '請選擇遊戲接口', en: 'Please choose a game platform', th: 'กรุณาเลือกแพลตฟอร์มเกม', vi: 'Vui lòng chọn nền tảng trò chơi' },
  tooFrequent: { zh_cn: '请勿频繁提交', zh_hk: '請勿頻繁提交', en: 'Please do not submit too often', th: 'กรุณาอย่าส่งคำขอถี่เกินไป', vi: 'Vui lòng không gửi quá thường xuyên' },
  amountInvalid: { zh_cn: '请输入正确的转账金额（至少1元整）', zh_hk: '請輸入正確的轉賬金額（至少1元整）', en: 'Please enter a valid amount (whole units, at least 1)', th: 'กรุณาระบุจำนวนเงินที่ถูกต้อง (จำนวนเต็ม อย่างน้อย 1)', vi: 'Vui lòng nhập số tiền hợp lệ (số nguyên, tối thiểu 1)' },
  walletNotOpened: { zh_cn: '游戏账号未开通', zh_hk: '遊戲賬號未開通', en: 'The game account has not been opened', th: 'ยังไม่ได้เปิดบัญชีเกม', vi: 'Tài khoản trò chơi chưa được mở' },
  depositOk: { zh_cn: '转入游戏成功', zh_hk: '轉入遊戲成功', en: 'Transferred into the game', th: 'โอนเข้าเกมสำเร็จ', vi: 'Đã chuyển vào trò chơi' },
  withdrawOk: { zh_cn: '转出游戏成功', zh_hk: '轉出遊戲成功', en: 'Transferred out of the game', th: 'โอนออกจากเกมสำเร็จ', vi: 'Đã chuyển ra khỏi trò chơi' },
  manualMode: { zh_cn: '已切换为【手动转入游戏】模式', zh_hk: '已切換為【手動轉入遊戲】模式', en: 'Switched to manual transfer mode', th: 'เปลี่ยนเป็นโหมดโอนเข้าเกมด้วยตนเองแล้ว', vi: 'Đã chuyển sang chế độ chuyển tiền thủ công' },
  autoMode: { zh_cn: '已切换为【自动转入游戏】模式', zh_hk: '已切換為【自動轉入遊戲】模式', en: 'Switched to automatic transfer mode', th: 'เปลี่ยนเป็นโหมดโอนเข้าเกมอัตโนมัติแล้ว', vi: 'Đã chuyển sang chế độ chuyển tiền tự động' },
  gameTypeRequired: { zh_cn: 'gameType参数不能为空', zh_hk: 'gameType參數不能為空', en: 'gameType parameters cannot be null', th: 'ต้องระบุพารามิเตอร์ gameType', vi: 'Tham số gameType không được để trống' },
  sessionInvalid: { zh_cn: '游戏会话已失效，请重新进入游戏', zh_hk: '遊戲會話已失效，請重新進入遊戲', en: 'The game session has expired, please enter the game again', th: 'เซสชันเกมหมดอายุ กรุณาเข้าเกมอีกครั้ง', vi: 'Phiên trò chơi đã hết hạn, vui lòng vào lại trò chơi' },
  betInvalid: { zh_cn: '请输入正确的下注金额', zh_hk: '請輸入正確的下注金額', en: 'Please enter a valid bet amount', th: 'กรุณาระบุจำนวนเงินเดิมพันที่ถูกต้อง', vi: 'Vui lòng nhập số tiền cược hợp lệ' },
  fsToMain: { zh_cn: '返水钱包转入中心钱包', zh_hk: '返水錢包轉入中心錢包', en: 'Rebate wallet to main wallet', th: 'โอนจากกระเป๋าคืนยอดเข้ากระเป๋าหลัก', vi: 'Ví hoàn trả sang ví chính' },
  transferIn: { zh_cn: '转入【:api】', zh_hk: '轉入【:api】', en: 'Transfer to :api', th: 'โอนเข้า :api', vi: 'Chuyển vào :api' },
  transferOut: { zh_cn: '从【:api】转出', zh_hk: '從【:api】轉出', en: 'Transfer from :api', th: 'โอนออกจาก :api', vi: 'Chuyển ra từ :api' },
  mainWallet: { zh_cn: '中心钱包', zh_hk: '中心錢包', en: 'Main wallet', th: 'กระเป๋าหลัก', vi: 'Ví chính' },
  fsWallet: { zh_cn: '返水钱包', zh_hk: '返水錢包', en: 'Rebate wallet', th: 'กระเป๋าคืนยอด', vi: 'Ví hoàn trả' },
  hot: { zh_cn: '热门', zh_hk: '熱門', en: 'Hot', th: 'ยอดนิยม', vi: 'Phổ biến' },
  simBalance: { zh_cn: '游戏余额', zh_hk: '遊戲餘額', en: 'Game balance', th: 'ยอดเงินในเกม', vi: 'Số dư trò chơi' },
  simBet: { zh_cn: '下注金额', zh_hk: '下注金額', en: 'Bet amount', th: 'จำนวนเงินเดิมพัน', vi: 'Số tiền cược' },
  simPlay: { zh_cn: '开始游戏', zh_hk: '開始遊戲', en: 'Play', th: 'เล่น', vi: 'Chơi' },
  simRounds: { zh_cn: '本局记录', zh_hk: '本局記錄', en: 'Rounds', th: 'รอบที่เล่น', vi: 'Các ván' },
  simWin: { zh_cn: '赢', zh_hk: '贏', en: 'Win', th: 'ชนะ', vi: 'Thắng' },
  simLose: { zh_cn: '输', zh_hk: '輸', en: 'Lose', th: 'แพ้', vi: 'Thua' },
  simNote: { zh_cn: '模拟游戏平台：每局结果即时结算，注单可在投注记录中查看。', zh_hk: '模擬遊戲平台：每局結果即時結算，注單可在投注記錄中查看。', en: 'Simulated game platform: every round settles at once and appears in your bet records.', th: 'แพลตฟอร์มเกมจำลอง: ทุกรอบจะชำระผลทันทีและแสดงในประวัติการเดิมพัน', vi: 'Nền tảng trò chơi mô phỏng: mỗi ván được thanh toán ngay và hiện trong lịch sử cược.' },
} satisfies Catalog;

export const tGame = makeT(gameMessages);

/** Game types of `config/platform.php game_type`. */
export const GAME_TYPES: Record<number, Texts> = {
  1: { zh_cn: '真人视讯', zh_hk: '真人視訊', en: 'Live casino', th: 'คาสิโนสด', vi: 'Casino trực tiếp' },
  2: { zh_cn: '捕鱼游戏', zh_hk: '捕魚遊戲', en: 'Fishing', th: 'เกมยิงปลา', vi: 'Bắn cá' },
  3: { zh_cn: '电子游戏', zh_hk: '電子遊戲', en: 'Slots', th: 'สล็อต', vi: 'Slot' },
  4: { zh_cn: '彩票游戏', zh_hk: '彩票遊戲', en: 'Lottery', th: 'ลอตเตอรี่', vi: 'Xổ số' },
  5: { zh_cn: '体育赛事', zh_hk: '體育賽事', en: 'Sports', th: 'กีฬา', vi: 'Thể thao' },
  6: { zh_cn: '棋牌游戏', zh_hk: '棋牌遊戲', en: 'Card games', th: 'เกมไพ่', vi: 'Game bài' },
  7: { zh_cn: '电子竞技', zh_hk: '電子競技', en: 'E-sports', th: 'อีสปอร์ต', vi: 'Thể thao điện tử' },
  99: { zh_cn: '系统彩票', zh_hk: '系統彩票', en: 'System lottery', th: 'ลอตเตอรี่ระบบ', vi: 'Xổ số hệ thống' },
};
export const GAME_TYPE_KEYS = [1, 2, 3, 4, 5, 6, 7, 99] as const;

export const gameTypeText = makeLabel(GAME_TYPES);

/** A title stored as per-language JSON; falls back to zh_cn, then to the first value. */
export function pickTitle(json: string, lang: Lang): string {
  try {
    const o = JSON.parse(json) as Partial<Record<Lang, string>>;
    return o[lang] ?? o.zh_cn ?? Object.values(o)[0] ?? '';
  } catch {
    return '';
  }
}

import {
  daysInMonth,
  daysToAward,
  monthWeeks,
  platformDate,
  rewardOfDay,
  signedCount,
  todaysReward,
} from '@/lib/signCalendar';

describe('platform date (UTC+8)', () => {
  it('turns the day at 16:00 UTC', () => {
    expect(platformDate(Date.UTC(2025, 0, 31, 15, 59))).toEqual({ year: 2025, month: 1, day: 31 });
    expect(platformDate(Date.UTC(2025, 0, 31, 16, 0))).toEqual({ year: 2025, month: 2, day: 1 });
  });

  it('knows month lengths, leap years included', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2025, 2), daysInMonth(2025, 4), daysInMonth(2025, 12)]).toEqual([
      29, 28, 30, 31,
    ]);
  });
});

describe('month calendar', () => {
  it('lays a month out in Sunday-first weeks with the signed days and today', () => {
    // June 2025 starts on a Sunday and has 30 days.
    const weeks = monthWeeks({ year: 2025, month: 6, day: 10 }, [1, 2, 10]);
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toEqual({ day: 1, signed: true, today: false, future: false });
    expect(weeks[1][2]).toEqual({ day: 10, signed: true, today: true, future: false });
    expect(weeks[1][3]).toMatchObject({ day: 11, signed: false, future: true });
    expect(weeks[4].filter(Boolean)).toHaveLength(2);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('puts blanks before the first day', () => {
    // February 2025 starts on a Saturday.
    const weeks = monthWeeks({ year: 2025, month: 2, day: 1 }, []);
    expect(weeks[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0][6]).toMatchObject({ day: 1, today: true });
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('counts each signed day once, and none after today', () => {
    expect(signedCount({ year: 2025, month: 6, day: 10 }, [1, 1, 2, 10, 12, 0, 1.5])).toBe(3);
  });
});

describe('sign-in rewards', () => {
  const rewards = [1, 2, 3, 5, 8, 10, 18].map((v, i) => ({ day: i + 1, money: `${v}.00` }));

  it('pays the streak day reward, the last repeating', () => {
    expect(rewardOfDay(rewards, 1)?.money).toBe('1.00');
    expect(rewardOfDay(rewards, 7)?.money).toBe('18.00');
    expect(rewardOfDay(rewards, 40)?.money).toBe('18.00');
    expect(rewardOfDay(rewards, 0)).toBeNull();
  });

  it("tells what today's sign pays, nothing once signed", () => {
    expect(todaysReward(rewards, 0, false)?.money).toBe('1.00');
    expect(todaysReward(rewards, 3, false)?.money).toBe('5.00');
    expect(todaysReward(rewards, 3, true)).toBeNull();
  });

  it('counts the days left to a streak award', () => {
    expect([daysToAward(3, 0), daysToAward(3, 2), daysToAward(3, 5)]).toEqual([3, 1, 0]);
  });
});

import type { Db } from '../../types';

/** Sign-in rewards by streak day (the 7th repeats), streak awards, and wheel prizes with draw weights; cents. */
export function seedBonus(db: Db): void {
  const reward = db.prepare('INSERT INTO sign_in_rewards (day, money) VALUES (?,?)');
  [100, 200, 300, 500, 800, 1_000, 1_800].forEach((money, i) => reward.run(i + 1, money));
  const award = db.prepare('INSERT INTO sign_in_awards (days, money, weight) VALUES (?,?,?)');
  award.run(3, 880, 30);
  award.run(7, 2_880, 20);
  award.run(15, 8_800, 10);
  award.run(30, 18_800, 0);
  const prize = db.prepare('INSERT INTO wheel_prizes (money, weight, sort) VALUES (?,?,?)');
  [
    [0, 400],
    [188, 250],
    [588, 150],
    [888, 100],
    [1_888, 60],
    [5_888, 30],
    [18_800, 9],
    [88_800, 1],
  ].forEach(([money, weight], i) => prize.run(money, weight, i));
}

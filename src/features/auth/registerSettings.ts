import { shownClass } from '@/lib/fillSlots';

/** Which optional fields the site asks for (config register_setting_json). */
export type RegisterSettings = { inviteCode: boolean; realName: boolean; phone: boolean; captcha: boolean };

/** The seeded platform asks for real name and captcha; '1' in the setting means required. */
export function parseRegisterSettings(json: string | undefined): RegisterSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    /* a broken setting falls back to the platform's defaults */
  }
  // The register call does not send is_mobile, so the platform applies its PC keys (docs/platform-api.md#auth-and-member).
  const on = (key: string, fallback: boolean) => (raw[key] === undefined ? fallback : String(raw[key]) === '1');
  return {
    inviteCode: on('isInviteCodeRequired', false),
    realName: on('isRealNameRequred', true),
    phone: on('isPhoneRequired', false),
    captcha: on('isCaptchaRequired', true),
  };
}

/** An agent's invite link's token (`#/Register?token=…`), which the platform resolves to the agent itself. */
export const inviteTokenOf = (search: URLSearchParams): string => (search.get('token') ?? '').trim().slice(0, 64);

/**
 * The introducer the sign-up form starts with, as an agent's link names it: the agent's invite code (`code=…`, which
 * the app's own links carry beside the token), else the link's token. No public call turns a token into its code, so
 * a link of the token alone is shown by its token, and sent as one (never as an invite code).
 */
export const inviteCodeOf = (search: URLSearchParams): string =>
  (search.get('code') ?? '').trim().slice(0, 32) || inviteTokenOf(search);

/** The sign-up form's figures: the invite code it starts with, each optional field's star class, the captcha's. */
export type RegisterFigures = {
  inviteCodeValue: string;
  inviteCodeStarClass: string;
  realNameStarClass: string;
  phoneStarClass: string;
  captchaClass: string;
};

/**
 * The sign-up form's figures, by slot name: each optional field's star, shown where the site requires the field, and
 * the captcha field, shown where the site asks for one; and the invite code the form starts with (an agent's link).
 * What the app draws from the settings and the address, and what the early script writes into a drawn form from its
 * own read of the settings.
 */
export function registerFigures(s: RegisterSettings, inviteCode = ''): RegisterFigures {
  return {
    inviteCodeValue: inviteCode,
    inviteCodeStarClass: shownClass('field-star', s.inviteCode),
    realNameStarClass: shownClass('field-star', s.realName),
    phoneStarClass: shownClass('field-star', s.phone),
    captchaClass: shownClass('field form-field', s.captcha),
  };
}

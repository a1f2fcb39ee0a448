/** The sign-up form, drawn early: its stars and captcha as the site's settings ask, and an invite link's code. */
import { inviteCodeOf, parseRegisterSettings, registerFigures } from './registerSettings';
import { configValue, configsAnswer } from '@/api/configAnswers';
import type { DeclaredFigures } from '@/early/declaration';

export const figures = {
  'system/configs/common': (body, { search }) =>
    registerFigures(
      parseRegisterSettings(configValue(configsAnswer(body), 'register_setting_json')),
      inviteCodeOf(search),
    ),
} satisfies DeclaredFigures;

import { configValue, type ConfigMap } from '@/api/configAnswers';

/**
 * The site's figures: its name, a choice slot's figure (its one choice, '', the screen's own title) with the
 * platform's name as its own words (`siteTitleText`), where a screen heads with it (the welcome screen).
 */
export type SiteFigures = { siteTitle: string; siteTitleText: string };

/**
 * The site's figures from its settings (the `site` group), by slot name. The name is a choice slot's own words: the
 * slot's one choice is the screen's own title, which stands when the platform sets no name.
 */
export function siteFigures(site: ConfigMap): SiteFigures {
  return { siteTitle: '', siteTitleText: configValue(site, 'site_title') };
}

import { configValue, type ConfigMap } from '@/api/configAnswers';

/** The slot that holds the site's name where a screen heads with it (the welcome screen). */
export const SITE_TITLE_SLOT = 'siteTitle';

/**
 * The site's figures from its settings (the `site` group), by slot name. The name is a choice slot's own words: the
 * slot's one choice is the screen's own title, which stands when the platform sets no name.
 */
export function siteFigures(site: ConfigMap): Record<string, string> {
  return { [SITE_TITLE_SLOT]: '', [`${SITE_TITLE_SLOT}.text`]: configValue(site, 'site_title') };
}

import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { configsAnswer, type ConfigMap } from './configAnswers';
import { asArray } from '@/lib/jsonShapes';

// ---- request and response types (docs/platform-api.md#site-content) ----

export type ConfigGroup =
  'system' | 'site' | 'activity' | 'drawing' | 'admin' | 'register' | 'service' | 'line' | 'common' | 'basic';
export type Notice = { title: string; content: string; url: string | null };
export type NoticesData = { data: Notice[]; alert: Notice[] };
export type Banner = {
  title: string;
  url: string;
  groups?: string;
  dimensions?: string;
  weight?: number;
  jump_link: string | null;
  is_new_window: 0 | 1;
};
export type SystemLink = {
  id: number;
  name: string;
  title: string;
  desc?: string;
  type: string;
  url: string;
  weight?: number;
  full_url: string;
};

/** Session-long cache: configs, notices and links do not change while a member browses (docs/screens.md#how-state-moves). */
const SESSION = 24 * 3600;

export const systemApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    configs: build.query<ConfigMap, { group: ConfigGroup; url?: string }>({
      query: ({ group, url }) => ({
        url: '/system/configs',
        params: { group, url: url ?? (typeof location !== 'undefined' ? location.hostname : ''), is_mobile: 1 },
      }),
      extraOptions: { mask: false },
      transformResponse: configsAnswer,
      providesTags: (_r, _e, { group }) => [{ type: 'Config', id: group }],
      keepUnusedDataFor: SESSION,
    }),
    notices: build.query<NoticesData, void>({
      query: () => ({ url: '/system/notices', params: { isMobile: 1 } }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => ({ data: asArray<Notice>(body.data), alert: asArray<Notice>(body.alert) }),
      providesTags: ['Notice'],
      keepUnusedDataFor: SESSION,
    }),
    links: build.query<SystemLink[], void>({
      query: () => ({ url: '/system/link' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => asArray<SystemLink>(body.data),
      providesTags: ['Link'],
      keepUnusedDataFor: SESSION,
    }),
    banners: build.query<Banner[], void>({
      query: () => ({ url: '/banners', params: { group: 'mobile1' } }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => asArray<Banner>(body.data),
      providesTags: ['Banner'],
      keepUnusedDataFor: SESSION,
    }),
  }),
});

export const { useConfigsQuery, useNoticesQuery, useLinksQuery, useBannersQuery } = systemApi;

/** A system link by its route key (e.g. 'activity_hall'). */
export function linkByName(links: SystemLink[] | undefined, name: string): SystemLink | undefined {
  return links?.find((l) => l.name === name);
}

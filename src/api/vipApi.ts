import { baseApi } from './baseApi';
import { vipsOf } from './vipAnswers';
import type { VipTable } from './vipTypes';

export const vipApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    vips: build.query<VipTable, void>({
      query: () => ({ url: '/member/vips' }),
      extraOptions: { mask: false },
      transformResponse: vipsOf,
      // Money moving raises the totals the progress reads.
      providesTags: ['Vip', 'Member'],
    }),
  }),
});

export const { useVipsQuery } = vipApi;

/**
 * The activity hall's and the promotions' wire types: what the platform sends and takes. A leaf: the endpoints
 * (api/activityApi) and the answers' readers (api/activityAnswers) both read these, and neither is imported here.
 */
import type { PagedList } from '@/lib/pagedList';

// ---- request and response types (docs/platform-api.md#site-content, docs/platform-api.md#activity-hall) ----

/** A promotion as the Promotions tab lists it (GET /activities). */
export type ActivitySummary = {
  id: number;
  title: string;
  subtitle: string;
  cover_image: string;
  type: number;
  type_text: string;
};
/** apply_type: 0 none, 1 through customer service, 2 in the activity hall, 3 an external link. */
export type Activity = ActivitySummary & {
  content: string;
  apply_type: 0 | 1 | 2 | 3;
  apply_url: string | null;
  apply_desc: string | null;
  hall_image: string | null;
  hall_field: string;
  date_desc: string | null;
  rule_content: string | null;
  is_hot?: number;
};
export type ActivityHall = { activity: Activity[]; random: Array<{ name: string; title: string }> };
export type Option = { value: string; text: string };
export type ApplyConfig = { gameTypes: Option[]; apiGameTypes: Option[] };
/** What an application sends: the activity's hall fields and the captcha. */
export type ApplyRequest = { id: number; fields: Record<string, string | number>; key: string; captcha: string };
export type ApplyStatus = 0 | 1 | 2 | 3;
export type Application = {
  id: number;
  activity_id: number;
  status: ApplyStatus;
  status_text: string;
  remark: string | null;
  created_at: string;
  activity: { id: number; title: string };
};
export type ApplyResultArgs = { member_name: string; activity_id?: number };
export type ApplyResultList = PagedList<Application>;

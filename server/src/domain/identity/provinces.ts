import { isProvince } from '@portal/shared-kit/domain';
import { IDENTITY_TEXT as T } from './messages';
import type { Rule } from './rules';

/** A user's province: unset ('' or absent) or one of the 34 short names the map uses. */
export const checkProvince: Rule = (v) => (!v || isProvince(v) ? undefined : T.PROVINCE_INVALID);

import { createDataSlice } from '@portal/shared-kit';

/** The pages' data cache of the competition area (shared-kit's data module, its own slice name). */
export const dataSlice = createDataSlice('competitionData');

import { createDataHooks } from '@portal/shared-kit';
import { selectData } from './competition-key';
import { dataSlice } from './data-slice';
import type { Ops } from './ops';

/** Typed reads and writes over the area's endpoint clients (see `ops`). */
export const { useQuery, useMutation, useMutationDone } = createDataHooks<Ops>(
  dataSlice,
  selectData,
);

import { createDataHooks } from '@portal/shared-kit';
import { COMPETITION_KEY } from './competition-key';
import type { Ops } from './ops';

/** Typed reads and writes over the area's endpoint clients (see `ops`), served by the portal API. */
export const { useQuery, useMutation, useMutationDone } = createDataHooks<Ops>(COMPETITION_KEY);

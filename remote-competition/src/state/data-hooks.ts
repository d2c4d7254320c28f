import { createDataHooks } from '../common/data/data-hooks';
import { selectData } from './competition-key';
import type { Ops } from './ops';

/** Typed reads and writes over the area's endpoint clients (see `ops`). */
export const { useQuery, useMutation, useMutationDone } = createDataHooks<Ops>(selectData);

import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

export type ScenarioKind = 'gap' | 'limitRun' | 'volBurst' | 'expiryJump';

/** A market scenario as GET /VERace/MarketScenario/ListScenarios lists it. */
export type MarketScenario = Pick<
  ApiData<'/VERace/MarketScenario/AddScenario'>,
  | 'id'
  | 'kind'
  | 'kindName'
  | 'security'
  | 'market'
  | 'securityName'
  | 'effectiveDate'
  | 'effectiveTime'
  | 'pct'
  | 'days'
  | 'factor'
  | 'targetDate'
  | 'note'
  | 'status'
  | 'statusName'
  | 'createdBy'
  | 'createTime'
  | 'cancelledBy'
  | 'cancelTime'
>;

export type ScenarioList = Pick<
  ApiData<'/VERace/MarketScenario/ListScenarios'>,
  'tradingDate' | 'clock' | 'list'
>;

/** What AddScenario takes (the server checks every field again). */
export interface NewScenario {
  kind: ScenarioKind;
  security?: string;
  effectiveDate?: string;
  effectiveTime?: string;
  pct?: number;
  days?: number;
  factor?: number;
  note?: string;
}

/** GET /VERace/MarketScenario/ListScenarios (system admins) */
export function listScenarios(): Promise<ScenarioList> {
  return http.call<ScenarioList>({ method: 'GET', url: '/VERace/MarketScenario/ListScenarios' });
}

/** POST /VERace/MarketScenario/AddScenario */
export function addScenario(a: NewScenario): Promise<MarketScenario> {
  return http.call<MarketScenario>({
    method: 'POST',
    url: '/VERace/MarketScenario/AddScenario',
    data: a,
  });
}

/** POST /VERace/MarketScenario/CancelScenario */
export function cancelScenario(a: {
  id: number;
}): Promise<ApiData<'/VERace/MarketScenario/CancelScenario'>> {
  return http.call<ApiData<'/VERace/MarketScenario/CancelScenario'>>({
    method: 'POST',
    url: '/VERace/MarketScenario/CancelScenario',
    data: a,
  });
}

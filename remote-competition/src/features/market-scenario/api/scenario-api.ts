import { http } from '@portal/shared-kit';

export type ScenarioKind = 'gap' | 'limitRun' | 'volBurst' | 'expiryJump';

/** A market scenario as GET /VERace/MarketScenario/ListScenarios lists it. */
export interface MarketScenario {
  id: number;
  kind: ScenarioKind;
  kindName: string;
  security: string;
  market: string;
  securityName: string;
  effectiveDate: string;
  effectiveTime: string;
  pct: number;
  days: number;
  factor: number;
  targetDate: string | null;
  note: string;
  status: 'scheduled' | 'active' | 'past' | 'done' | 'cancelled';
  statusName: string;
  createdBy: string;
  createTime: string;
  cancelledBy: string | null;
  cancelTime: string | null;
}

export interface ScenarioList {
  tradingDate: string;
  clock: string;
  list: MarketScenario[];
}

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
export function cancelScenario(a: { id: number }): Promise<boolean> {
  return http.call<boolean>({
    method: 'POST',
    url: '/VERace/MarketScenario/CancelScenario',
    data: a,
  });
}

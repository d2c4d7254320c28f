import { AntdScope, usePortalManifest, useSession } from '@portal/shared-kit';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemoteModule } from '../federation/remote-loader';
import { resolveArea } from '../routing/route-table';

const TRAINING_REMOTE = 'remote_training';

/**
 * While a student's practical training runs (log ids in the session), the training remote's
 * floating task panel shows over pages of other areas, e.g. the market page the training opened
 * (spec §1, §2). An enhancement: when it cannot load, the page works without it.
 */
export function TrainingOverlay() {
  const { trainingLogIds } = useSession();
  const { pathname } = useLocation();
  const manifest = usePortalManifest();
  const running = trainingLogIds.length > 0;
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!running || View) return;
    let live = true;
    loadRemoteModule(TRAINING_REMOTE, './TrainingOverlay')
      .then((mod) => {
        const view = (mod as { TrainingOverlay?: ComponentType }).TrainingOverlay;
        if (live && view) setView(() => view);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [running, View]);
  const inTrainingArea = resolveArea(pathname, manifest)?.remote === TRAINING_REMOTE;
  if (!running || inTrainingArea || !View) return null;
  return (
    <AntdScope>
      <View />
    </AntdScope>
  );
}

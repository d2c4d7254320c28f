import { StoreProvider } from '@portal/shared-kit';
import { ConfigProvider } from 'antd';
import { OverlayPlacement } from './registry/overlay-placement';
import { OverlaySlots } from './shell/header-slots';
import { useTrainingModule } from './state/training-module';
// The overlay's own styles: a market page opened directly has not loaded the area's.
import './styles/training.css';

function Overlays() {
  useTrainingModule();
  return <OverlaySlots />;
}

/**
 * The floating parts of the training area (the task panel) for pages outside it: the shell mounts
 * this while a student's training runs, so 结束 is at hand on the market page (spec §1, §2).
 */
export function TrainingOverlay() {
  return (
    <div data-area="remote_training_overlay">
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <StoreProvider>
          <OverlayPlacement.Provider value="page">
            <Overlays />
          </OverlayPlacement.Provider>
        </StoreProvider>
      </ConfigProvider>
    </div>
  );
}

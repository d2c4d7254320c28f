import { trainingFeatures } from '../features';

/** Header parts features contribute (e.g. the start/end training button), in feature order. */
export function HeaderSlots() {
  return <>{trainingFeatures.map((f) => (f.header ? <f.header key={f.id} /> : null))}</>;
}

/** Floating parts features contribute (e.g. the draggable task panel). */
export function OverlaySlots() {
  return <>{trainingFeatures.map((f) => (f.overlay ? <f.overlay key={f.id} /> : null))}</>;
}

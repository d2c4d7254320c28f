export { options } from './options-class';
export * from './rules';
export * from './holding';
export { marginInputs, optionFreeze, shortMarginLi } from './validate';
export { greeks, impliedVol, type PricingInputs } from './greeks';
export { coverUsed, freeCover, lockCover, shareHolding, unlockCover } from './cover';
export * from './combo-rules';
export { declareCombo, splitCombo, toCovered, type ComboResult } from './combos';
export {
  declareExercise,
  inExerciseWindow,
  withdrawExercise,
  type ExerciseBooks,
} from './exercise';

/**
 * Jest orders files by their last run's times, kept in its cache; a fresh clone has none, and its
 * fallback (largest file first) started the longest files last, each then running alone on one core
 * while the other sat idle. These files, the longest by measure, go first; the rest keep Jest's order.
 */
const Sequencer = require('@jest/test-sequencer').default;

const SLOW_FIRST = [
  'server/src/http/fuzz.test.ts',
  'server/src/features/trading/crash-recovery.test.ts',
  'server/src/features/trading/trading.routes.test.ts',
  'server/src/db/db.test.ts',
  'server/src/features/training-replay/replay.test.ts',
  'server/src/features/training/training-journey.test.ts',
  'server/src/features/identity/login.test.ts',
];

const rank = (path) => {
  const i = SLOW_FIRST.findIndex((f) => path.endsWith(f));
  return i < 0 ? SLOW_FIRST.length : i;
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const jestOrder = super.sort(tests);
    const position = new Map(jestOrder.map((t, i) => [t, i]));
    return [...jestOrder].sort(
      (a, b) => rank(a.path) - rank(b.path) || position.get(a) - position.get(b),
    );
  }
}

module.exports = SlowFirstSequencer;

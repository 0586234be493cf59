import Sequencer from '@jest/test-sequencer';

/**
 * Jest runs the files it has no durations for (every file, on a fresh clone) biggest first. The layout specs are
 * small files that each run for minutes: started last, one worker would finish them alone. They start first.
 */
class LongRunnersFirst extends Sequencer {
  sort(tests) {
    const longRunner = (test) => (/[\\/]layout-[\w-]+\.e2e\.ts$/.test(test.path) ? 1 : 0);
    return [...super.sort(tests)].sort((a, b) => longRunner(b) - longRunner(a));
  }
}

export default LongRunnersFirst;

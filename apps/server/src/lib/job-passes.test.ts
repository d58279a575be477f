import { describe, expect, it } from 'vitest';
import { createJobPasses, jobLagSeconds } from './job-passes.ts';

describe('job passes', () => {
  it('counts runs and failures, passing a failure on to the loop that logs it', async () => {
    const passes = createJobPasses();
    let fail = false;
    const pass = passes.counted('renewals', 60, async () => {
      if (fail) throw new Error('database away');
    });
    expect(passes.all().get('renewals')).toMatchObject({ runs: 0, failures: 0 });
    await pass();
    fail = true;
    await expect(pass()).rejects.toThrow('database away');
    expect(passes.all().get('renewals')).toMatchObject({ runs: 2, failures: 1 });
  });

  it('lags by the time since its last successful pass beyond one interval', async () => {
    let now = 1_000_000;
    const passes = createJobPasses(() => now);
    let fail = false;
    const pass = passes.counted('price checks', 15, async () => {
      if (fail) throw new Error('store away');
    });
    const lag = () => jobLagSeconds(passes.all().get('price checks')!, now);
    now += 10_000;
    expect(lag()).toBe(0);
    await pass();
    fail = true;
    now += 15_000;
    await expect(pass()).rejects.toThrow();
    expect(lag()).toBe(0);
    now += 20_000;
    expect(lag()).toBe(20);
    fail = false;
    await pass();
    expect(lag()).toBe(0);
  });
});

import { TransferRate } from '../../../lib/uploads/transfer-rate';

describe('the speed and time left of an upload', () => {
  it('says nothing before half a second of progress, then measures the last seconds', () => {
    const rate = new TransferRate();
    expect(rate.update(0, 10_000_000, 0)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    expect(rate.update(100_000, 10_000_000, 200).bytesPerSecond).toBeNull();
    const estimate = rate.update(1_000_000, 10_000_000, 1000);
    expect(estimate.bytesPerSecond).toBe(1_000_000);
    expect(estimate.secondsLeft).toBe(9);
  });

  it('follows a change of speed within its window instead of averaging the whole upload', () => {
    const rate = new TransferRate();
    for (let t = 0; t <= 10_000; t += 1000) rate.update(t * 1000, 100_000_000, t); // 1 MB/s for 10 s
    let estimate = rate.update(10_000_000, 100_000_000, 10_000);
    for (let t = 11_000; t <= 20_000; t += 1000) estimate = rate.update(10_000_000 + (t - 10_000) * 2000, 100_000_000, t); // then 2 MB/s
    expect(estimate.bytesPerSecond).toBe(2_000_000);
  });

  it('starts again after a step back (a resume from the offset the server has)', () => {
    const rate = new TransferRate();
    rate.update(0, 1000, 0);
    rate.update(800, 1000, 1000);
    expect(rate.update(500, 1000, 1100)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    expect(rate.update(700, 1000, 2100)).toEqual({ bytesPerSecond: 200, secondsLeft: 1.5 });
  });
});

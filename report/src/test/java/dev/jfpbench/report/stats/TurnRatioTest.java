package dev.jfpbench.report.stats;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A round's estimate from its paired turns keeps every cost of the benchmark's own, however rarely it comes, and
 * leaves out what another task took: a pair in which either side waited for a CPU.
 */
class TurnRatioTest {
    private static double[] fill(int n, double v) {
        double[] a = new double[n];
        Arrays.fill(a, v);
        return a;
    }

    @Test
    void aCostThatComesInOneTurnInFiftyIsKeptInFull() {
        int n = 500;
        // B: 20 ops of 50 us a turn; A the same work, but every 50th turn one operation costs 51 times more: 5% in all
        double[] timeA = fill(n, 50);
        double[] opsA = fill(n, 20);
        for (int k = 0; k < n; k += 50) {
            timeA[k] = (19 * 50 + 51 * 50) / 20.0;
        }
        double[] timeB = fill(n, 50);
        double[] zero = fill(n, 0);
        double[] wall = fill(n, 1000);
        double truth = Math.log(1 / 1.05);
        double log = TurnRatio.log(timeA, opsA, zero, wall, timeB, fill(n, 20), zero, wall);
        assertThat(log).isCloseTo(truth, within(1e-12));
        double[] lr = new double[n];
        for (int k = 0; k < n; k++) {
            lr[k] = Math.log(timeB[k] / timeA[k]);
        }
        Arrays.sort(lr);
        assertThat(lr[n / 2]).as("the median of the paired ratios, for contrast, drops it").isEqualTo(0.0);
    }

    @Test
    void aPairInWhichEitherSideWaitedForACpuIsLeftOut() {
        int n = 100;
        double[] timeA = fill(n, 60);
        double[] timeB = fill(n, 50);
        double[] waitA = fill(n, 10);
        double[] waitB = fill(n, 0);
        double[] wall = fill(n, 1000);
        // another task took 3 ms of A's turn 7 and of B's turn 40: their turns read far slower
        timeA[7] = 60 * 4;
        waitA[7] = 3000;
        wall[7] = 4000;
        timeB[40] = 50 * 4;
        waitB[40] = 3000;
        double log = TurnRatio.log(timeA, fill(n, 16), waitA, wall, timeB, fill(n, 20), waitB, wall);
        assertThat(log).isCloseTo(Math.log(50.0 / 60.0), within(1e-12));
        assertThat(TurnRatio.cleanShare(waitA, wall, waitB, wall)).isEqualTo(0.98);
        // a wait of 50 us, or of 1% of a long turn, is a wake-up, not a slice: kept
        assertThat(TurnRatio.clean(50, 1000)).isTrue();
        assertThat(TurnRatio.clean(51, 1000)).isFalse();
        assertThat(TurnRatio.clean(1900, 200_000)).isTrue();
        assertThat(TurnRatio.clean(2100, 200_000)).isFalse();
    }

    @Test
    void nothingToPairIsNoEstimate() {
        double[] one = fill(3, 1);
        assertThat(TurnRatio.log(one, one, one, one, fill(2, 1), fill(2, 1), fill(2, 1), fill(2, 1))).isNaN();
        assertThat(TurnRatio.log(one, one, fill(3, 6000), fill(3, 6000), one, one, fill(3, 0), fill(3, 6000)))
                .as("a side that waited its whole turns did nothing to read").isNaN();
        assertThat(TurnRatio.log(new double[0], new double[0], new double[0], new double[0], new double[0], new double[0], new double[0], new double[0])).isNaN();
    }

    @Test
    void longTurnsEachHoldingAnotherTasksSlicesAreReadLessTheirWaits() {
        // 20 turns of about 100 ms; a busy loop takes a varying share of every turn of both sides, so no pair is clean
        int n = 20;
        double[] timeA = new double[n];
        double[] timeB = new double[n];
        double[] waitA = new double[n];
        double[] waitB = new double[n];
        double[] wallA = new double[n];
        double[] wallB = new double[n];
        double[] ops = fill(n, 10);
        for (int k = 0; k < n; k++) {
            double shareA = 0.1 + 0.04 * (k % 10);
            double shareB = 0.5 - 0.04 * (k % 7);
            wallA[k] = 10 * 10_000 / (1 - shareA);
            wallB[k] = 10 * 8_000 / (1 - shareB);
            waitA[k] = shareA * wallA[k];
            waitB[k] = shareB * wallB[k];
            timeA[k] = wallA[k] / 10; // JMH's time per operation keeps the slices
            timeB[k] = wallB[k] / 10;
        }
        assertThat(TurnRatio.cleanShare(waitA, wallA, waitB, wallB)).isZero();
        double truth = Math.log(10_000.0 / 8_000.0);
        assertThat(TurnRatio.log(timeB, ops, waitB, wallB, timeA, ops, waitA, wallA)).isCloseTo(truth, within(1e-12));
        double withSlices = Math.log(Arrays.stream(timeA).sum() / Arrays.stream(timeB).sum());
        assertThat(Math.abs(withSlices - truth)).as("the times as JMH took them, for contrast, are off by more than a tenth").isGreaterThan(0.1);
        // clean pairs read 1.25, the others (less their waits) 1: nine clean pairs are too few to read alone, ten are not
        for (int k = 0; k < n; k++) {
            timeB[k] = timeA[k];
            wallB[k] = wallA[k];
            waitB[k] = waitA[k];
        }
        for (int k = 0; k < TurnRatio.MIN_CLEAN; k++) {
            waitA[k] = 0;
            waitB[k] = 0;
            timeA[k] = 10_000;
            timeB[k] = 8_000;
            wallA[k] = 100_000;
            wallB[k] = 80_000;
        }
        assertThat(TurnRatio.log(timeB, ops, waitB, wallB, timeA, ops, waitA, wallA)).isCloseTo(truth, within(1e-12));
        waitA[0] = 5_000;
        wallA[0] = 105_000;
        timeA[0] = 10_500;
        double every = Math.log((10_000.0 * n) / (8_000.0 * TurnRatio.MIN_CLEAN + 10_000.0 * (n - TurnRatio.MIN_CLEAN)));
        assertThat(TurnRatio.log(timeB, ops, waitB, wallB, timeA, ops, waitA, wallA)).isCloseTo(every, within(1e-9));
    }

    @Test
    void aWaitIsTheWindowsOnlyWhereItCannotFitOutsideAShortWindow() {
        // woken while another task held the CPU: 3900 µs waited, 5000 µs in the turn, JMH's window 1000 of it
        assertThat(TurnRatio.windowWait(3900, 5000, 1000, 1000)).isZero();
        assertThat(TurnRatio.windowWait(4050, 5000, 1000, 1000)).as("at the floor's edge").isZero();
        assertThat(TurnRatio.windowWait(4051, 5000, 1000, 1000)).as("a microsecond more than fits outside").isEqualTo(4051);
        assertThat(TurnRatio.windowWait(3000, 5100, 2000, 1000)).as("a window of two iterations").isZero();
        assertThat(TurnRatio.windowWait(3000, 5101, 2001, 1000)).as("a window longer than two iterations may hold a slice").isEqualTo(3000);
    }
}

package dev.jfpbench.report.stats;

import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * The estimate of one round from its paired turns (a session in turns: the two forks took JMH iterations of about a
 * millisecond in turns on one CPU, turn {@code k} of each side one paired sample): the log of the ratio of the two
 * sides' time per operation over the turns both ran clean, each side's time per operation being its time over its
 * operations there (a turn weighs by what it did).
 *
 * <p>A turn is <em>clean</em> when the side's benchmark threads waited for a CPU another task held (the kernel's
 * schedstat, {@code turn.wait}) no more than {@link #WAIT_FLOOR_MICROS} or {@link #WAIT_SHARE} of the turn: such a wait
 * is time the benchmark did not spend, so a pair with one is left out, as a whole. What the benchmark itself spends
 * stays in, however it comes: a collector's pause, a cost that recurs every thousandth operation. Chosen on planted
 * costs with known truth (journal, turns): the median of the paired log ratios drops a cost that comes in few turns
 * (a recurring 5% read as 0.1%), the ratio of all turns' means lets another task's slice move it, this estimate does
 * neither. A one-off event of the benchmark's own moves its round; the rounds' trimmed mean ({@link PairedRatio}) cuts
 * the most extreme round at each end.
 *
 * <p>A collector's pause stops the workers, so another task's slices during it are not in their wait: its threads
 * wait instead. A turn with a collection is read less the share of it its collector waited ({@link #lessCollectorWaits};
 * the profiler's {@code turn.gcwait}; never below the fork's median turn): the pause stays in at its own length. Chosen on the README's full doubles
 * read under two busy loops (journal, 2026-12-06), where a pause stretched to tens of milliseconds moved its round
 * far from the others.
 *
 * <p>A wait can fall outside JMH's timed window: a worker woken for its turn while another task holds the CPU waits
 * for it before JMH starts its clock. In a session that records so ({@link #windowWait}), a wait that fits in the
 * turn's time outside its window, the window lasting at most {@link #WINDOW_ITERATIONS} of JMH's iterations, is not
 * the benchmark's: a preemption inside the window would have stretched it by another task's slice. Chosen on the
 * turns of the sessions with two busy loops (journal, 2026-12-06): such turns read like the turns without a wait, in
 * median and tails. Planned, under two busy loops it read many more pairs, moved no ratio and left a round's spread as
 * it was (finding window-wait): at the turns a fork takes there, the round's spread is mostly its forks'.
 *
 * <p>When fewer than {@link #MIN_CLEAN} pairs are clean (turns longer than the scheduler's slice while other tasks
 * run: each turn of the vectors' operations then holds another task's slices), every pair is read instead, each
 * side's time in a turn less the share of it its threads waited for a CPU. Chosen on the rounds of a session with two
 * busy loops (journal, turns): the clean pairs read short turns more steadily than the subtraction does (an A/A of the
 * Ruler), and the subtraction read the long turns' cells alike from round to round where the forks' scores, which
 * keep the other tasks' slices, did not.
 */
public final class TurnRatio {
    /** A wait for a CPU up to this (µs) is the worker's wake-up, not another task's slice. */
    public static final double WAIT_FLOOR_MICROS = 50;
    /** ... or up to this share of the turn's wall time. */
    public static final double WAIT_SHARE = 0.01;
    /** Fewer clean pairs than this (or than the turns, if fewer): every pair, each turn less its waits. */
    public static final int MIN_CLEAN = 10;

    /** A window longer than this many of JMH's iterations may hold another task's slice, whatever the arithmetic says. */
    public static final double WINDOW_ITERATIONS = 2;

    private TurnRatio() {
    }

    /** A turn's wait per thread, from the profiler's record of it, which sums its {@code threads} workers' waits. */
    public static double waitPerThread(double summedWaitMicros, int threads) {
        return summedWaitMicros / Math.max(1, threads);
    }

    /**
     * The part of a turn's wait (per thread, µs) that can have fallen in JMH's timed window: none when it fits in the
     * turn's wall time outside a window of {@code windowMicros} (its operations times its time per operation) and that
     * window lasts at most {@link #WINDOW_ITERATIONS} iterations of {@code iterationMicros}; else all of it.
     */
    public static double windowWait(double waitMicros, double wallMicros, double windowMicros, double iterationMicros) {
        boolean outside = windowMicros <= WINDOW_ITERATIONS * iterationMicros
                && waitMicros <= wallMicros - windowMicros + WAIT_FLOOR_MICROS;
        return outside ? 0 : waitMicros;
    }

    /** Whether a turn of {@code wallMicros} in which the benchmark waited {@code waitMicros} for a CPU is clean. */
    public static boolean clean(double waitMicros, double wallMicros) {
        return !(waitMicros > Math.max(WAIT_FLOOR_MICROS, WAIT_SHARE * wallMicros));
    }

    /**
     * {@code ln(speed of a / speed of b)} over the turns both ran clean, from each side's per-turn time per operation,
     * operations, wait (per thread) and wall (µs); every array of one side has one entry per turn, and both sides as
     * many turns. With fewer than {@link #MIN_CLEAN} clean pairs, over every pair, each turn's time less its waits'
     * share. NaN when nothing can be read or the sides' turns differ in number.
     */
    public static double log(double[] timeA, double[] opsA, double[] waitA, double[] wallA,
                             double[] timeB, double[] opsB, double[] waitB, double[] wallB) {
        int n = timeA.length;
        if (n == 0 || timeB.length != n || opsA.length != n || opsB.length != n || waitA.length != n || waitB.length != n
                || wallA.length != n || wallB.length != n) {
            return Double.NaN;
        }
        boolean[] clean = new boolean[n];
        int cleanPairs = 0;
        for (int k = 0; k < n; k++) {
            clean[k] = clean(waitA[k], wallA[k]) && clean(waitB[k], wallB[k]);
            cleanPairs += clean[k] ? 1 : 0;
        }
        boolean every = cleanPairs < Math.min(MIN_CLEAN, n);
        double ta = 0;
        double oa = 0;
        double tb = 0;
        double ob = 0;
        for (int k = 0; k < n; k++) {
            if (every || clean[k]) {
                ta += timeA[k] * opsA[k] * (every ? own(waitA[k], wallA[k]) : 1);
                oa += opsA[k];
                tb += timeB[k] * opsB[k] * (every ? own(waitB[k], wallB[k]) : 1);
                ob += opsB[k];
            }
        }
        if (!(oa > 0 && ob > 0 && ta > 0 && tb > 0)) {
            return Double.NaN;
        }
        // speed ratio a/b = (time per op of b) / (time per op of a)
        return Math.log((tb / ob) / (ta / oa));
    }

    /**
     * Each turn with a collection ({@code gc[k] > 0}) of one fork, its time per operation less the share of the turn its
     * collector waited for a CPU, never below the fork's median turn (a thread that waited from before the turn brings
     * its whole wait into it). {@code time} is changed in place; {@code gc} and {@code gcWait} (µs) as many as the turns.
     */
    public static void lessCollectorWaits(double[] time, double[] gc, double[] gcWaitMicros, double[] wallMicros) {
        double median = new Median().evaluate(time);
        for (int k = 0; k < time.length; k++) {
            if (gc[k] > 0 && gcWaitMicros[k] > 0) {
                time[k] = Math.max(time[k] * own(gcWaitMicros[k], wallMicros[k]), Math.min(time[k], median));
            }
        }
    }

    /** The share of a turn its threads had a CPU (1 less the share they waited for one). */
    static double own(double waitMicros, double wallMicros) {
        return wallMicros > 0 ? Math.min(1, Math.max(0, 1 - waitMicros / wallMicros)) : 1;
    }

    /** The share of pairs both clean (1 when there are none to judge). */
    public static double cleanShare(double[] waitA, double[] wallA, double[] waitB, double[] wallB) {
        int n = Math.min(waitA.length, waitB.length);
        if (n == 0) {
            return 1;
        }
        int c = 0;
        for (int k = 0; k < n; k++) {
            if (clean(waitA[k], wallA[k]) && clean(waitB[k], wallB[k])) {
                c++;
            }
        }
        return c / (double) n;
    }
}

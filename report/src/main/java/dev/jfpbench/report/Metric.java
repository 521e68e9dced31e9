package dev.jfpbench.report;

import java.util.Arrays;

/**
 * One JMH metric of one benchmark: score, error (half-width of JMH's 99.9% interval; NaN when JMH gave none),
 * unit, the per-iteration values of every fork (flattened; a sample-mode iteration counts as its mean), the
 * count JMH shows as {@code Cnt}, the score of each fork: the median of its iterations within
 * {@link JmhResults#CLUSTER} of its best ({@link JmhResults#clusterMedian}; in a run made in paired rounds, fork
 * {@code i} is round {@code i}), and how many of the iterations each fork has (empty when not known: every fork's
 * iterations are then {@link #fork} of an equal share).
 */
public record Metric(double score, double error, String unit, double[] perIteration, long count, double[] forkScores, int[] forkSizes) {

    public Metric {
        perIteration = perIteration.clone();
        forkScores = forkScores.clone();
        forkSizes = forkSizes.clone();
    }

    /** Without the forks' sizes. */
    public Metric(double score, double error, String unit, double[] perIteration, long count, double[] forkScores) {
        this(score, error, unit, perIteration, count, forkScores, new int[0]);
    }

    /** Without per-fork scores. */
    public Metric(double score, double error, String unit, double[] perIteration, long count) {
        this(score, error, unit, perIteration, count, new double[0]);
    }

    @Override
    public int[] forkSizes() {
        return forkSizes.clone();
    }

    /** The iterations of fork {@code i} (from 0), in order; empty when it has none or the fork is not there. */
    public double[] fork(int i) {
        if (forkSizes.length == 0) {
            return new double[0];
        }
        if (i < 0 || i >= forkSizes.length) {
            return new double[0];
        }
        int from = 0;
        for (int f = 0; f < i; f++) {
            from += forkSizes[f];
        }
        return Arrays.copyOfRange(perIteration, from, from + forkSizes[i]);
    }

    @Override
    public double[] perIteration() {
        return perIteration.clone();
    }

    @Override
    public double[] forkScores() {
        return forkScores.clone();
    }

    /** The same metric in another unit of the same kind (e.g. ops/ms to ops/s). */
    public Metric in(String otherUnit) {
        if (otherUnit.equals(unit)) {
            return this;
        }
        ScoreUnit from = ScoreUnit.parse(unit);
        ScoreUnit to = ScoreUnit.parse(otherUnit);
        if (from == null || to == null || from.throughput() != to.throughput()) {
            throw new BadInputException("cannot compare scores in " + unit + " with scores in " + otherUnit);
        }
        double f = from.factorTo(to);
        return new Metric(score * f, error * f, otherUnit, Arrays.stream(perIteration).map(v -> v * f).toArray(), count,
                Arrays.stream(forkScores).map(v -> v * f).toArray(), forkSizes);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Metric m && Double.compare(score, m.score) == 0 && Double.compare(error, m.error) == 0
                && unit.equals(m.unit) && Arrays.equals(perIteration, m.perIteration) && count == m.count
                && Arrays.equals(forkScores, m.forkScores) && Arrays.equals(forkSizes, m.forkSizes);
    }

    @Override
    public int hashCode() {
        return Double.hashCode(score) * 31 + unit.hashCode();
    }

    @Override
    public String toString() {
        return score + " ± " + error + " " + unit + " (n=" + count + ")";
    }
}

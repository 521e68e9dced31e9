package dev.jfpbench.report.answer;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.stats.RatioInterval;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where the campaign spends its next round, decided after each round from what the rounds so far show, side by side
 * (a side is one JDK). A question is settled on a side once its interval is no wider than the target, after at least
 * {@code minRounds}, whatever its verdict ({@link #settles(RatioInterval, int, double, int)}): a stop that also waited
 * for a verdict other than inconclusive would stop where the estimate happened to lie, and call a true ratio of 1 faster
 * or slower about twice as often as its 95% says (the simulation harness, {@code dev.jfpbench.report.sim}, measures the
 * rule's own rate, which the answer tables' multiplicity line states). Its benchmarks then stop there, unless another
 * unsettled question needs them. A best-of question runs every contender for
 * {@link #PILOT} round(s), keeps the {@link #KEEP} fastest, and from then on drops a contender once its paired interval
 * against the leader lies wholly below 1 (each at the family's share of 5%, Bonferroni over the contenders left); it is
 * settled when its leader's ratio over the reference is. A benchmark that stopped never runs again, so every result's
 * forks are its first rounds and any two of a side's benchmarks pair round by round over the rounds both ran.
 */
public final class Allocation {
    /** The rounds every contender of a best-of question runs. */
    public static final int PILOT = 1;
    /** The contenders kept after the pilot. */
    public static final int KEEP = 3;

    private final List<Question> questions;
    private final Estimator estimator;
    private final double target;
    private final int minRounds;

    /** {@code estimator}: the table's confidence and threshold; {@code target}: the half-width a settled answer has at most. */
    public Allocation(List<Question> questions, Estimator estimator, double target, int minRounds) {
        this.questions = List.copyOf(questions);
        this.estimator = estimator;
        this.target = target;
        this.minRounds = minRounds;
    }

    /** One question on one side after some rounds: settled or not, its answer so far, and what it still needs. */
    public record Status(Question question, boolean settled, Optional<Question.Answer> answer, Set<BenchmarkKey> needs) {
        /** "±4.1%", or "no interval yet". */
        public String width() {
            return answer.filter(a -> a.estimate().ci().defined())
                    .map(a -> String.format(java.util.Locale.ROOT, a.estimate().levels() != null ? "two levels, the wider ±%.1f%%" : "±%.1f%%",
                            a.estimate().settlingHalfWidth() * 100)).orElse("no interval yet");
        }
    }

    /**
     * True when an estimate settles a question ({@link #settles(RatioInterval, int, double, int)} at this campaign's target and least
     * rounds); one whose rounds settle at two levels ({@link dev.jfpbench.report.stats.Levels}) when each level's interval is that narrow.
     */
    public boolean settles(Estimate e, int rounds) {
        return settles(e, rounds, target, minRounds);
    }

    /** {@link #settles(RatioInterval, int, double, int)}, or for an estimate read in two levels, on the wider level's half-width. */
    public static boolean settles(Estimate e, int rounds, double target, int minRounds) {
        return rounds >= minRounds && e.settlingHalfWidth() <= target;
    }

    /**
     * The campaign's stop for one question: at least {@code minRounds}, and an interval no wider than {@code target}
     * (a half-width, a fraction), on width alone: the verdict read off it is whatever it is then.
     */
    public static boolean settles(RatioInterval ci, int rounds, double target, int minRounds) {
        return rounds >= minRounds && ci.defined() && ci.halfWidth() <= target;
    }

    /**
     * Every question's status on a side after {@code rounds} rounds, given the benchmarks still {@code running} there
     * (those that ran the last round): what each needs next is among them.
     */
    public List<Status> statuses(Run run, int rounds, Set<BenchmarkKey> running) {
        List<Status> out = new ArrayList<>();
        for (Question q : questions) {
            if (q instanceof Question.Pair p) {
                Optional<Question.Answer> a = p.answer(run, estimator, null);
                boolean settled = a.isEmpty() || settles(a.get().estimate(), rounds)
                        || !running.contains(a.get().numerator()) || !running.contains(a.get().denominator());
                out.add(new Status(q, settled, a, settled ? Set.of() : Set.of(a.get().numerator(), a.get().denominator())));
            } else {
                out.add(best((Question.Best) q, run, rounds, running));
            }
        }
        return out;
    }

    private Status best(Question.Best q, Run run, int rounds, Set<BenchmarkKey> running) {
        List<Reference> all = q.contenders(run).stream().filter(r -> running.contains(r.numerator()) && running.contains(r.denominator())).toList();
        if (all.isEmpty()) {
            return new Status(q, true, q.answer(run, estimator, null), Set.of());
        }
        List<Reference> left = new ArrayList<>(all);
        Comparator<Reference> byRatio = Comparator.comparingDouble(r -> ratio(run, r.numerator(), r.denominator()));
        left.sort(byRatio.reversed());
        if (rounds == PILOT && left.size() > KEEP) {
            left = new ArrayList<>(left.subList(0, KEEP));
        } else if (rounds > PILOT && left.size() > 1) {
            Reference leader = left.get(0);
            Estimator each = estimator.at(1 - (1 - estimator.confidence()) / (left.size() - 1));
            List<Reference> kept = new ArrayList<>(List.of(leader));
            for (Reference r : left.subList(1, left.size())) {
                Optional<Estimate> e = each.estimate(r.numeratorLabel() + " / " + leader.numeratorLabel(), run.label(), run, r.numerator(), run, leader.numerator());
                if (e.isEmpty() || !e.get().ci().below1()) {
                    kept.add(r);
                }
            }
            left = kept;
        }
        Set<BenchmarkKey> keep = new LinkedHashSet<>();
        left.forEach(r -> keep.add(r.numerator()));
        Optional<Question.Answer> a = q.answer(run, estimator, keep);
        boolean settled = a.isPresent() && settles(a.get().estimate(), rounds);
        Set<BenchmarkKey> needs = new LinkedHashSet<>();
        if (!settled) {
            needs.addAll(keep);
            needs.add(left.get(0).denominator());
        }
        return new Status(q, settled, a, needs);
    }

    private double ratio(Run run, BenchmarkKey n, BenchmarkKey d) {
        return estimator.estimate("", run.label(), run, n, run, d).map(e -> e.ci().ratio()).orElse(0.0);
    }

    /** What a side runs next: every benchmark an unsettled question needs (empty: the side is done). */
    public static Set<BenchmarkKey> needed(List<Status> statuses) {
        Set<BenchmarkKey> out = new LinkedHashSet<>();
        statuses.forEach(s -> out.addAll(s.needs()));
        return out;
    }
}

package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.JmhResults;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;
import dev.jfpbench.report.answer.Allocation;
import dev.jfpbench.report.answer.GatePlan;
import dev.jfpbench.report.answer.Questions;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.TurnRatio;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Runs benchmarks in paired rounds. Each round runs one fork ({@code -f 1}) of every selected benchmark on every
 * side, one JMH invocation each, in an order shuffled anew each round from one recorded seed, so a slow spell of the
 * machine falls on all configurations alike and the ratios within a round cancel it. One invocation per benchmark
 * (not one per round) because JMH runs the benchmarks of one invocation in its own fixed order.
 *
 * <p>Sequentially (default) one fork runs at a time, in one of three orders ({@link Order}): every fork shuffled alone;
 * each pair the report compares within a side (Default and Fast) in neighbouring forks, the pairs shuffled; or the
 * two alternately, round by round (the sidecar's order says which each round was). In a duet ({@code --duet}, two sides, two CPUs) the two sides'
 * forks of a benchmark run at the same time, each pinned to a CPU of its own, the CPUs swapped every round, so that a
 * slow spell of the host falls on both at once; with one side, or the answer's questions on any number of sides, the
 * two members of each pair the report compares within a side run so instead ({@link Settings#pairDuet}). A duet with
 * {@code ALTERNATE} runs shuffled rounds and duet rounds by turns, to measure one against the other. The sidecar's order
 * names the forks of a round as they ran, those run at once joined by {@link RoundsInfo#AT_ONCE}. Every fork's JVM is fixed (heap, collector, processor count:
 * {@link ForkJvm}) so that pinning cannot change what is measured; the sidecar records what the forks' JVM was.
 *
 * <p>Rounds continue to a fixed count, or with a target until every requested ratio's interval is that narrow (at
 * least {@link #MIN_ADAPTIVE_ROUNDS} rounds), within a time budget that, with a target, an answer or a gate plan, starts
 * no round after the first that would end after it, the least rounds included; a fixed count has no budget. Each side's complete rounds are merged into one
 * JMH JSON result with a sidecar that records the seed, the order, the mode and the load. A session that is
 * interrupted or hits a failing benchmark keeps its complete rounds (or, before the first round completes, the
 * benchmarks that finished), marked partial.
 */
public final class RoundsEngine {
    /** The label of the one side of a run given no {@code --side}. */
    public static final String DEFAULT_SIDE = "run";
    /** The fewest rounds an adaptive stop may end after: stopping on a few rounds' own width covers too little. */
    public static final int MIN_ADAPTIVE_ROUNDS = 5;

    /**
     * One configuration: a label, its java, its perf.jar, extra JMH arguments, and the commit its jar was built from
     * when it is not the checkout's (a baseline built elsewhere; null: the checkout's, as the scripts pinned it).
     */
    public record Side(String label, String java, Path jar, List<String> jmhArgs, String commit, Fork fork) {
        public Side {
            jmhArgs = List.copyOf(jmhArgs);
        }

        public Side(String label, String java, Path jar, List<String> jmhArgs, String commit) {
            this(label, java, jar, jmhArgs, commit, null);
        }
    }

    /**
     * A side's own fork JVM (the runner's --side-gc, --side-cpus), in place of the session's: its collector, its
     * processor count and the CPUs its forks are pinned to (null: none), e.g. G1 on 2 CPUs against Serial on 1.
     */
    public record Fork(String gc, Integer cpus, String pin) {
    }

    /**
     * The turns design ({@link dev.jfpbench.runner.turns.TurnGroup}): the forks a round compares (Default and Fast, a
     * benchmark on two sides, a reference and its contenders) run as one group whose measured iterations take turns on
     * the turn CPUs; the rest take the group's other threads. {@code turnNanos}: JMH's iteration time, a turn;
     * {@code sideSeconds}: what each side measures per fork (the turns: that over the longer of a turn and an
     * operation, at least {@code leastTurns}); {@code quietMillis}: how long a side's JVM must be quiet (its compilers
     * done) before its first turn; {@code note}: why the turns are not pinned, or null.
     */
    public record Turns(String cpus, String rest, long turnNanos, double sideSeconds, int leastTurns, long quietMillis, String note, Integer fixedTurns) {
        public Turns(String cpus, String rest, long turnNanos, double sideSeconds, int leastTurns, long quietMillis, String note) {
            this(cpus, rest, turnNanos, sideSeconds, leastTurns, quietMillis, note, null);
        }

        /** The same design with every fork taking {@code turns} turns (JMH's -i), whatever its operations (null: as designed). */
        public Turns fixed(Integer turns) {
            return new Turns(cpus, rest, turnNanos, sideSeconds, leastTurns, quietMillis, note, turns);
        }

        /** What the sidecar records: its turns are read knowing a wait outside JMH's timed window is not the benchmark's. */
        RoundsInfo.Turns info() {
            return new RoundsInfo.Turns(cpus, rest, turnNanos / 1e3, sideSeconds, leastTurns, quietMillis, note, true);
        }
    }

    /** Shard {@code index} (1-based) of {@code count}. */
    public record Shard(int index, int count) {
        @Override
        public String toString() {
            return index + "/" + count;
        }
    }

    /**
     * What to run and when to stop. {@code rounds}: the rounds to run, or with {@code targetCi} (a fraction) the
     * least; {@code budget}: stop starting rounds when the next would end after it (null: none). {@code forkHeap},
     * {@code forkGc}, {@code forkCpus}: the forks' fixed JVM (null: left alone). {@code pinCpus}: taskset CPUs of
     * every fork (sequential). {@code duetCpus}: the two CPUs of a duet (null: sequential).
     */
    public record Settings(String regex, List<String> jmhArgs, List<Side> sides, int rounds, int maxRounds, Double targetCi,
                           Duration budget, long seed, String forkHeap, String forkGc, Integer forkCpus, String pinCpus, List<String> duetCpus,
                           Shard shard, boolean ignoreLock, Path results, String name, Path root, String script, double confidence,
                           double threshold, Plan plan, Order order, java.time.Instant jobStart, Turns turns, List<String> designs) {
        public Settings {
            designs = designs == null ? null : List.copyOf(designs);
            jmhArgs = List.copyOf(jmhArgs);
            sides = List.copyOf(sides);
            duetCpus = duetCpus == null ? null : List.copyOf(duetCpus);
        }

        /** Without turns: the forks one at a time, or a duet. */
        public Settings(String regex, List<String> jmhArgs, List<Side> sides, int rounds, int maxRounds, Double targetCi,
                        Duration budget, long seed, String forkHeap, String forkGc, Integer forkCpus, String pinCpus, List<String> duetCpus,
                        Shard shard, boolean ignoreLock, Path results, String name, Path root, String script, double confidence,
                        double threshold, Plan plan, Order order, java.time.Instant jobStart) {
            this(regex, jmhArgs, sides, rounds, maxRounds, targetCi, budget, seed, forkHeap, forkGc, forkCpus, pinCpus, duetCpus, shard, ignoreLock,
                    results, name, root, script, confidence, threshold, plan, order, jobStart, null, null);
        }

        /** Whether turns are set up (every round, or those of a cycle of designs that are turns). */
        boolean inTurns() {
            return turns != null;
        }

        /**
         * The design of round {@code round} (from 1) of a session that cycles through {@code designs} (to measure them
         * side by side): each cycle in an order rotated by one, so that every design takes every place of a cycle in turn.
         */
        String designOf(int round) {
            int n = designs.size();
            int cycle = (round - 1) / n;
            return designs.get(((round - 1) % n + cycle) % n);
        }

        /** Whether round {@code round} takes turns. */
        boolean turns(int round) {
            return turns != null && (designs == null || designOf(round).equals("turns"));
        }

        /** The session's mode for its sidecar: turns, duet, sequential, or the cycle's designs joined by +. */
        String mode() {
            return designs != null ? String.join("+", designs) : turns != null ? RoundsInfo.TURNS : duet() ? RoundsInfo.DUET : RoundsInfo.SEQUENTIAL;
        }

        boolean duet() {
            return duetCpus != null;
        }

        boolean answer() {
            return plan != null && plan.kind() == Plan.Kind.ANSWER;
        }

        /** Whether round {@code round} (from 1) of a sequential session runs each pair in neighbouring forks. */
        boolean adjacent(int round) {
            return !duet() && (order == Order.ADJACENT || order == Order.ALTERNATE && round % 2 == 0);
        }

        /** Whether round {@code round} (from 1) runs as a duet: every round of a duet, or with ALTERNATE the even ones (odd: shuffled), or a cycle's duet rounds. */
        boolean duet(int round) {
            if (designs != null) {
                return duet() && designOf(round).equals("duet");
            }
            return duet() && turns == null && (order != Order.ALTERNATE || round % 2 == 0);
        }

        /**
         * Which duet round {@code round} is (from 1 with ALTERNATE, whose duets are the even rounds; else the round), so
         * that the duet's CPUs swap from one duet round to the next.
         */
        int duetCount(int round) {
            return order == Order.ALTERNATE ? round / 2 : round;
        }

        /**
         * Whether a duet runs at once the two members of each pair the report compares within a side (one side, or the
         * answer's questions, which compare Fast and Default on each JDK), rather than one benchmark's forks on two sides.
         */
        boolean pairDuet() {
            return duet() && (sides.size() == 1 || answer());
        }
    }

    /**
     * A sequential round's order: {@code SHUFFLED} every fork alone; {@code ADJACENT} each pair the report compares
     * within a side in neighbouring forks (which first, shuffled), so a spell of the machine longer than a fork falls
     * on both; {@code ALTERNATE} shuffled in odd rounds, adjacent in even ones (to measure one against the other).
     */
    public enum Order { SHUFFLED, ADJACENT, ALTERNATE }

    /**
     * How rounds are spent after the first ones (null: every benchmark every round). {@code ANSWER}: the answer table's
     * questions ({@link Allocation}); {@code GATE}: two sides, a benchmark stops once its simultaneous interval (at
     * {@code family} over the selection) would see {@code slowdown} with the stated power ({@link GatePlan}). {@code questions}:
     * the answer's questions (the answer table's, {@link Questions#TABLE}, unless the campaign asked for others).
     */
    public record Plan(Kind kind, double slowdown, double family, List<dev.jfpbench.report.answer.Question> questions) {
        public enum Kind { ANSWER, GATE }
    }

    /** A run that could not complete (JMH failed). */
    public static final class RunFailedException extends RuntimeException {
        public RunFailedException(String message) {
            super(message);
        }
    }

    /** What the session saved: each side's result by label, whether it is complete, why it stopped. */
    public record Outcome(String session, Map<String, Path> saved, int rounds, boolean complete, String stop, Path roundsDir) {
    }

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);
    private static final String LOCK_MESSAGE = "Unable to acquire the JMH lock";
    private static final Duration LOCK_WAIT = Duration.ofMinutes(30);

    private final Settings s;
    /** The selection's size (benchmarks of the first side): the gate's Bonferroni family, whatever has stopped since. */
    private int session0Count;
    private final PrintWriter out;
    private final PrintWriter err;
    private final Object lock = new Object();
    private final List<Process> running = Collections.synchronizedList(new ArrayList<>());
    private boolean saving;
    /** Set by the shutdown hook before it stops the forks under way: what fails then was interrupted, and the hook saves. */
    private volatile boolean stopping;
    /** Open until the one save is over: a shutdown hook that comes during it waits, so the JVM never halts mid-save. */
    private final java.util.concurrent.CountDownLatch saved = new java.util.concurrent.CountDownLatch(1);

    public RoundsEngine(Settings settings, PrintWriter out, PrintWriter err) {
        this.s = settings;
        this.out = out;
        this.err = err;
    }

    /** What it runs. */
    Settings settings() {
        return s;
    }

    /** One benchmark on one side: a unit of a round. */
    record Unit(Side side, String benchmark) {
        String name() {
            return side.label() + " " + benchmark;
        }
    }

    /** The session's state, saved as it stands when it ends, however it ends. */
    private final class Session {
        final String name;
        final Path tmp;
        final Instant start = Instant.now();
        final List<Double> loadBefore;
        final List<List<String>> order = new ArrayList<>();
        final List<List<Double>> roundLoad = new ArrayList<>();
        final List<Double> roundSeconds = new ArrayList<>();
        final Map<String, List<ArrayNode>> perSide = new LinkedHashMap<>();
        /** The round under way: what finished of it, per side. */
        final Map<String, List<ArrayNode>> partRound = new LinkedHashMap<>();
        final Map<String, RunMetadata.ForkJvm> forkJvm = new LinkedHashMap<>();
        final Map<String, List<String>> benchmarks;
        List<String> firstCommand;

        Session(String name, Path tmp, List<Double> loadBefore, Map<String, List<String>> benchmarks) {
            this.name = name;
            this.tmp = tmp;
            this.loadBefore = loadBefore;
            this.benchmarks = benchmarks;
            s.sides().forEach(side -> perSide.put(side.label(), new ArrayList<>()));
        }

        int rounds() {
            return perSide.values().iterator().next().size();
        }
    }

    /** Runs the session and saves it; a session that fails or is interrupted saves what it completed, and fails or exits. */
    /**
     * What {@link #run()} would do, checked as it checks it (the selection on every side, the budget against a first
     * round timed from the forks' settings) and said in the lines it starts with; no fork runs, nothing is saved.
     */
    public void dryRun() {
        if (s.inTurns() && s.turns().note() != null) {
            out.println("Turns: " + s.turns().note());
        }
        Map<String, List<String>> benchmarks = benchmarks();
        double first = plannedSeconds(benchmarks, 1);
        String budgetNote = s.answer() && s.budget() != null ? budgetNote(first, s.budget(), s.rounds()) : null;
        out.printf(Locale.ROOT, "Dry run: would run %d benchmark(s) x %d side(s)%s, %s, %s; nothing run%n",
                benchmarks.values().stream().flatMap(List::stream).distinct().count(), s.sides().size(),
                s.shard() == null ? "" : " (shard " + s.shard() + ")", s.inTurns() ? turnsText(benchmarks) : s.duet() ? "duet on CPUs " + String.join(" and ", s.duetCpus()) : "sequential",
                stopRule());
        out.println(firstRound(first, benchmarks.values().stream().mapToInt(List::size).sum()));
        if (budgetNote != null) {
            out.println(budgetNote);
        }
    }

    public Outcome run() throws IOException, InterruptedException {
        if (s.inTurns() && s.turns().note() != null) {
            out.println("Turns: " + s.turns().note());
        }
        List<Double> loadBefore = Load.now();
        out.println("Load before: " + Load.describe(loadBefore));
        Map<String, List<String>> benchmarks = benchmarks();
        double first = plannedSeconds(benchmarks, 1);
        String budgetNote = s.answer() && s.budget() != null ? budgetNote(first, s.budget(), s.rounds()) : null;
        Instant now = Instant.now();
        String sessionName = STAMP.format(now) + "-" + s.name();
        Path tmp = s.results().resolve("tmp").resolve(sessionName + "." + ProcessHandle.current().pid() + ".rounds");
        Files.createDirectories(tmp);
        Session session = new Session(sessionName, tmp, loadBefore, benchmarks);
        out.printf(Locale.ROOT, "Rounds: %d benchmark(s) x %d side(s)%s, %s, seed %d, %s; round files in %s%n",
                benchmarks.values().stream().flatMap(List::stream).distinct().count(), s.sides().size(),
                s.shard() == null ? "" : " (shard " + s.shard() + ")", s.designs() != null ? "rounds by turns in " + String.join(", ", s.designs())
                        + " (each cycle's order rotated by one): " + turnsText(benchmarks) + "; duet on CPUs " + String.join(" and ", s.duetCpus())
                        : s.inTurns() ? turnsText(benchmarks) : s.duet() ? "duet on CPUs " + String.join(" and ", s.duetCpus())
                        + (s.pairDuet() ? " (" + duetPairs.stream().filter(p -> p.size() == 2).count() + " pairs, each on its side at once)" : "")
                        + (s.order() == Order.ALTERNATE ? ", its rounds alternating with shuffled sequential ones" : "")
                        : s.order() == Order.SHUFFLED ? "sequential" : "sequential, " + s.order().name().toLowerCase(Locale.ROOT) + " order ("
                                + duetPairs.stream().filter(p -> p.size() == 2).count() + " pairs in neighbouring forks)",
                s.seed(), stopRule(), tmp);
        out.println(firstRound(first, benchmarks.values().stream().mapToInt(List::size).sum()));
        if (budgetNote != null) {
            out.println(budgetNote);
        }
        probeForks(session);
        Thread hook = new Thread(() -> {
            stopping = true;
            List<Process> now2;
            synchronized (running) {
                now2 = new ArrayList<>(running);
            }
            now2.forEach(Jmh::destroyTree);
            try {
                save(session, "interrupted (the session was stopped by a signal) in round " + (session.rounds() + 1), false);
            } catch (Exception e) {
                err.println("rounds: could not save what completed: " + e);
            }
            err.flush();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        Outcome outcome;
        try {
            String stop = loop(session);
            outcome = save(session, stop, true);
        } catch (RunFailedException e) {
            if (stopping) {
                saved.await(2, java.util.concurrent.TimeUnit.MINUTES);
                return null;
            }
            err.println("rounds: " + e.getMessage());
            outcome = save(session, "failed in round " + (session.rounds() + 1) + ": " + e.getMessage(), false);
            removeHook(hook);
            throw new RunFailedException(e.getMessage() + (outcome != null ? "; the " + outcome.rounds() + " complete round(s) are saved, marked partial"
                    : "; nothing had finished, nothing saved"));
        }
        removeHook(hook);
        return outcome;
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down: the hook saves
        }
    }

    /** Runs rounds until the stop rule says so; returns why it stopped. */
    private String loop(Session session) throws IOException, InterruptedException {
        Random random = new Random(s.seed());
        Map<String, List<String>> running = new LinkedHashMap<>(session.benchmarks);
        session0Count = session.benchmarks.values().stream().flatMap(List::stream).collect(Collectors.toSet()).size();
        Map<String, Double> seconds = new LinkedHashMap<>();
        for (int round = 1; ; round++) {
            Instant roundStart = Instant.now();
            session.roundLoad.add(Load.now());
            List<List<Unit>> slots = slots(running, random, round);
            String joiner = s.turns(round) ? RoundsInfo.IN_TURNS : RoundsInfo.AT_ONCE;
            session.order.add(slots.stream().map(slot -> slot.stream().map(Unit::name).collect(Collectors.joining(joiner))).toList());
            synchronized (lock) {
                session.partRound.clear();
            }
            int index = 0;
            int count = slots.stream().mapToInt(List::size).sum();
            for (List<Unit> slot : slots) {
                if (s.turns(round) && slot.size() > 1) {
                    runTurns(session, slot, round, index, count, seconds);
                    index += slot.size();
                    continue;
                }
                List<String> cpus = cpusOf(slot, round);
                List<Process> started = new ArrayList<>();
                List<Path> files = new ArrayList<>();
                List<Path> logs = new ArrayList<>();
                List<List<String>> commands = new ArrayList<>();
                for (int i = 0; i < slot.size(); i++) {
                    Unit u = slot.get(i);
                    index++;
                    Path file = session.tmp.resolve(String.format(Locale.ROOT, "round-%03d-%02d.json", round, index));
                    List<String> cmd = command(u, file, cpus.get(i));
                    commands.add(cmd);
                    if (session.firstCommand == null) {
                        session.firstCommand = cmd;
                    }
                    files.add(file);
                    Path log = session.tmp.resolve(String.format(Locale.ROOT, "round-%03d%s.log", round,
                            slot.size() == 1 ? "" : "-" + u.side().label() + (s.pairDuet() ? "-" + (i + 1) : "")));
                    logs.add(log);
                    started.add(start(cmd, log));
                }
                Instant slotStart = Instant.now();
                for (int i = 0; i < slot.size(); i++) {
                    Unit u = slot.get(i);
                    ArrayNode result = finish(started.get(i), commands.get(i), slot.size() == 1 ? null : started, files.get(i), logs.get(i), round, u);
                    int shown = index - slot.size() + i + 1;
                    out.printf(Locale.ROOT, "round %d [%d/%d] %-2s %s%s: %s%n", round, shown, count, u.side().label(), shortName(u.benchmark()),
                            cpus.get(i) == null || !s.duet() ? "" : " (CPU " + cpus.get(i) + ")", scores(result));
                    out.flush();
                    synchronized (lock) {
                        session.partRound.computeIfAbsent(u.side().label(), k -> new ArrayList<>()).add(result);
                    }
                    Files.delete(files.get(i));
                    seconds.put(secondsKey(u, duetFor(u.benchmark(), round)), Duration.between(slotStart, Instant.now()).toMillis() / 1000.0);
                }
            }
            synchronized (lock) {
                for (Side side : s.sides()) {
                    ArrayNode r = Merge.concat(session.partRound.getOrDefault(side.label(), List.of()));
                    Merge.write(r, session.tmp.resolve(String.format(Locale.ROOT, "round-%03d-%s.json", round, side.label())));
                    session.perSide.get(side.label()).add(r);
                }
                session.partRound.clear();
            }
            Duration elapsed = Duration.between(session.start, Instant.now());
            Duration perRound = elapsed.dividedBy(round);
            session.roundSeconds.add(Duration.between(roundStart, Instant.now()).toMillis() / 1000.0);
            out.printf(Locale.ROOT, "Round %d done in %ds (load %s)%n", round, Duration.between(roundStart, Instant.now()).toSeconds(),
                    Load.describe(session.roundLoad.get(round - 1)));
            String why = s.answer() ? allocate(round, session.perSide, session.order, running, seconds, elapsed)
                    : s.plan() != null ? allocateGate(round, session.perSide, session.order, running, seconds, elapsed)
                    : stopAfter(round, session.perSide, session.order, elapsed, perRound);
            if (why != null) {
                return why;
            }
        }
    }

    /**
     * A round's order: slots run one after another, the units of a slot at once. Sequential: each unit its own slot,
     * all units shuffled, or ({@link Settings#adjacent}) each side's pairs ({@link #duetPairs}) in neighbouring slots. Duet of two sides: each benchmark's two units together, the benchmarks shuffled. Duet of
     * pairs ({@link Settings#pairDuet}): each side's pairs the report compares within it ({@link #duetPairs}) together, the rest alone, shuffled.
     */
    List<List<Unit>> slots(Map<String, List<String>> benchmarks, Random random, int round) {
        List<List<Unit>> slots = new ArrayList<>();
        if (s.turns(round)) {
            return turnSlots(benchmarks, random);
        }
        if (s.duet(round) && s.pairDuet()) {
            slots.addAll(pairSlots(s.sides(), duetPairs, benchmarks, random));
        } else if (s.duet(round)) {
            TreeSet<String> all = new TreeSet<>();
            benchmarks.values().forEach(all::addAll);
            List<String> names = new ArrayList<>(all);
            Collections.shuffle(names, random);
            for (String b : names) {
                List<Unit> slot = new ArrayList<>();
                for (Side side : s.sides()) {
                    if (benchmarks.get(side.label()).contains(b)) {
                        slot.add(new Unit(side, b));
                    }
                }
                if (threaded.contains(b)) {
                    Collections.shuffle(slot, random); // one after another, in an order of the round's own
                    slot.forEach(u -> slots.add(List.of(u)));
                } else {
                    slots.add(slot);
                }
            }
        } else if (s.adjacent(round)) {
            adjacent(s.sides(), duetPairs, benchmarks, random).forEach(u -> slots.add(List.of(u)));
        } else {
            List<Unit> units = new ArrayList<>();
            for (Side side : s.sides()) {
                benchmarks.get(side.label()).forEach(b -> units.add(new Unit(side, b)));
            }
            Collections.shuffle(units, random);
            units.forEach(u -> slots.add(List.of(u)));
        }
        return slots;
    }

    /**
     * The benchmarks that run on more than one thread. A duet gives each side one CPU, which would measure their
     * threads taking turns on it: in a duet round their two sides run one after another instead, each fork on the
     * CPUs the session's forks have (paired within the round all the same).
     */
    final java.util.Set<String> threaded = new java.util.HashSet<>();

    /** Whether a unit of {@code benchmark} runs as a duet in {@code round}: a duet round's, unless it is threaded. */
    private boolean duetFor(String benchmark, int round) {
        return s.duet(round) && !threaded.contains(benchmark);
    }

    /** A unit's last fork time, kept apart for duet rounds (a duet slot's time) and sequential ones (its fork alone). */
    private static String secondsKey(Unit u, boolean duet) {
        return (duet ? "duet " : "") + u.name();
    }

    /** A unit's last time in a round run as round {@code round} will be, else in the other kind, else what its settings plan. */
    private double lastSeconds(Map<String, Double> seconds, Unit u, int round) {
        Double same = seconds.get(secondsKey(u, duetFor(u.benchmark(), round)));
        return same != null ? same : seconds.getOrDefault(secondsKey(u, !duetFor(u.benchmark(), round)), planned.getOrDefault(u.name(), 0.0) + FORK_SECONDS);
    }

    /**
     * A fork's time besides its iterations: the JVM's start, JMH's and the benchmark's set-up, the result file. In the
     * answer campaign's first round (2026-11-27, 20261127T084517Z, in git history) 54 forks took 478 s, 396 s of it iterating: about
     * 1.5 s a fork; the estimate leans long.
     */
    static final double FORK_SECONDS = 2.0;

    /** Each unit's seconds of iterations in a fork, from its settings ({@link Jmh.Selected#seconds}), by {@link Unit#name}. */
    private final Map<String, Double> planned = new LinkedHashMap<>();

    /** About how long round {@code round} of {@code benchmarks} takes by the forks' settings: each slot its longest fork. */
    private double plannedSeconds(Map<String, List<String>> benchmarks, int round) {
        double total = 0;
        for (List<Unit> slot : slots(benchmarks, new Random(s.seed()), round)) {
            if (s.turns(round) && slot.size() > 1) {
                total += groupSeconds(slot, turnsOf(slot));
                continue;
            }
            total += slot.stream().mapToDouble(u -> planned.getOrDefault(u.name(), 0.0) + FORK_SECONDS).max().orElse(0);
        }
        return total;
    }

    /** The line that says what the first round will take before it runs. */
    static String firstRound(double seconds, int forks) {
        return String.format(Locale.ROOT, "First round: about %s by the forks' settings (%d forks, each its warm-up and measurement and about %.0f s "
                + "of start and set-up)", minutes(seconds), forks, FORK_SECONDS);
    }

    /**
     * What a campaign's budget allows, said before it starts: bad input when it cannot hold one round (the first round
     * would outlast it), a note when it holds fewer rounds than the least before an answer may settle, else null.
     */
    static String budgetNote(double firstRound, Duration budget, int leastRounds) {
        long held = (long) Math.floor(budget.toSeconds() / firstRound);
        if (held < 1) {
            throw new BadInputException("the budget (" + minutes(budget.toSeconds()) + ") is shorter than one round of these questions on these JDKs (about "
                    + minutes(firstRound) + " by the forks' settings): give a longer one, or narrow them with --question or --jdk");
        }
        if (held < leastRounds) {
            return "At the first round's pace the budget holds about " + held + " of the least " + leastRounds + " rounds: answers may stay unsettled "
                    + "and their intervals wide (the table says so per cell); the least rounds at that pace take about " + minutes(firstRound * leastRounds)
                    + ", or narrow the questions with --question or --jdk.";
        }
        return null;
    }

    private static String minutes(double seconds) {
        return seconds < 90 ? Math.round(seconds) + " s" : Math.round(seconds / 60) + " min";
    }

    /**
     * About how long side {@code side}'s {@code keep} take in round {@code round}: the sum of their last forks' seconds,
     * or in a duet of pairs each pair's longer one (its two forks run at once).
     */
    private double roundSeconds(Side side, List<String> keep, Map<String, Double> seconds, int round) {
        double total = 0;
        for (List<String> pair : s.turns(round) ? turnGroups : s.duet(round) && s.pairDuet() ? duetPairs : keep.stream().map(List::of).toList()) {
            total += pair.stream().filter(keep::contains).mapToDouble(b -> lastSeconds(seconds, new Unit(side, b), round)).max().orElse(0);
        }
        return total;
    }

    /**
     * A duet round of pairs: each side's {@code pairs} (a lone benchmark is a pair of one) still in {@code benchmarks},
     * each a slot of its members run at once (which CPU first, shuffled), the slots of every side shuffled together.
     */
    static List<List<Unit>> pairSlots(List<Side> sides, List<List<String>> pairs, Map<String, List<String>> benchmarks, Random random) {
        List<List<Unit>> slots = new ArrayList<>();
        for (Side side : sides) {
            for (List<String> pair : pairs) {
                List<Unit> slot = new ArrayList<>();
                pair.stream().filter(benchmarks.get(side.label())::contains).forEach(b -> slot.add(new Unit(side, b)));
                Collections.shuffle(slot, random);
                if (!slot.isEmpty()) {
                    slots.add(slot);
                }
            }
        }
        Collections.shuffle(slots, random);
        return slots;
    }

    /**
     * Every side's benchmarks in one sequence, each of {@code pairs} (a lone benchmark is a pair of one) in neighbouring
     * places on its side, which member first shuffled, and the pairs of every side shuffled together.
     */
    static List<Unit> adjacent(List<Side> sides, List<List<String>> pairs, Map<String, List<String>> benchmarks, Random random) {
        return pairSlots(sides, pairs, benchmarks, random).stream().flatMap(List::stream).toList(); // a duet's slots, one fork after the other
    }

    /**
     * The CPUs of a slot's units: a duet's two, swapped every round (by side, or in a one-side duet by the pair's
     * member, so each alternates); else the pin.
     */
    List<String> cpusOf(List<Unit> slot, int round) {
        List<String> cpus = new ArrayList<>();
        for (Unit u : slot) {
            if (duetFor(u.benchmark(), round)) {
                int member = s.pairDuet() ? memberOf(u.benchmark()) : s.sides().indexOf(u.side());
                cpus.add(s.duetCpus().get((member + s.duetCount(round)) % 2));
            } else {
                cpus.add(pinOf(u.side()));
            }
        }
        return cpus;
    }

    /**
     * The turn groups of a session whose comparisons lie within a side (one side, or the answer's questions on each
     * JDK): the benchmarks the report compares with each other ({@link References}: Default and Fast, a format or a
     * library and its reference, ...) joined into connected groups, each a ring of turns; a benchmark compared with
     * nothing alone. The answer joins only what its questions compare: each Fast/Default pair a ring of its own two, a
     * best-of question its reference and contenders.
     */
    private List<List<String>> turnGroups = List.of();

    /**
     * The most members of a turn group: each is a JVM of 512 MB warming up at once with the others (a best-of
     * question's reference and its contenders fit; a shard of the whole suite, whose references connect dozens, is cut
     * into groups of this many, a pair apart then paired by its forks' scores).
     */
    static final int MAX_GROUP = 8;

    /**
     * The most members of a best-of question's own ring (its reference and every contender, as its pilot runs them): a
     * contender cut off its reference's ring would be paired with it across the round, not in turns.
     */
    static final int MAX_RING = 16;

    void groupUp(List<BenchmarkKey> keys, List<String> names) {
        Map<String, String> parent = new LinkedHashMap<>();
        Map<String, Integer> size = new LinkedHashMap<>();
        names.forEach(n -> {
            parent.put(n, n);
            size.put(n, 1);
        });
        java.util.function.UnaryOperator<String> root = new java.util.function.UnaryOperator<>() {
            @Override
            public String apply(String n) {
                String p = parent.get(n);
                return p.equals(n) ? n : apply(p);
            }
        };
        // the answer's best-of questions first, each its reference's ring; then what the report compares, Default/Fast first
        List<Reference> refs = new ArrayList<>();
        if (s.answer()) {
            for (dev.jfpbench.report.answer.Question q : s.plan().questions()) {
                if (q instanceof dev.jfpbench.report.answer.Question.Best best) {
                    refs.addAll(best.contenders(keys));
                }
            }
        }
        int ringEdges = refs.size();
        // the answer's pairs each on their own: a pair in a larger ring reads another ratio (finding ring-size)
        List<Reference> others = new ArrayList<>(s.answer() ? References.find(keys, Reference.Kind.FAST_DEFAULT) : References.find(keys));
        others.sort(java.util.Comparator.comparingInt(r -> r.kind().ordinal()));
        refs.addAll(others);
        for (int i = 0; i < refs.size(); i++) {
            Reference r = refs.get(i);
            String a = r.numerator().benchmark();
            String b = r.denominator().benchmark();
            if (parent.containsKey(a) && parent.containsKey(b)) {
                String ra = root.apply(a);
                String rb = root.apply(b);
                // each member is a JVM warming up and waiting its turns at once
                if (!ra.equals(rb) && size.get(ra) + size.get(rb) <= (i < ringEdges ? MAX_RING : MAX_GROUP)) {
                    parent.put(ra, rb);
                    size.put(rb, size.get(ra) + size.get(rb));
                }
            }
        }
        Map<String, List<String>> groups = new LinkedHashMap<>();
        names.forEach(n -> groups.computeIfAbsent(root.apply(n), k -> new ArrayList<>()).add(n));
        turnGroups = List.copyOf(groups.values());
    }

    /**
     * A round in turns: each group of what is compared, still running, one slot (a turn group, its ring order shuffled),
     * the slots shuffled. Within a side ({@link #turnGroups}) with one side or the answer's questions; else each
     * benchmark on every side that runs it (the sides of a comparison: two jars, two JDKs, a ring of releases).
     */
    List<List<Unit>> turnSlots(Map<String, List<String>> benchmarks, Random random) {
        List<List<Unit>> slots = new ArrayList<>();
        if (s.sides().size() == 1 || s.answer()) {
            for (Side side : s.sides()) {
                for (List<String> group : turnGroups) {
                    List<Unit> slot = new ArrayList<>();
                    group.stream().filter(benchmarks.getOrDefault(side.label(), List.of())::contains).forEach(b -> slot.add(new Unit(side, b)));
                    Collections.shuffle(slot, random);
                    if (!slot.isEmpty()) {
                        slots.add(slot);
                    }
                }
            }
        } else {
            TreeSet<String> all = new TreeSet<>();
            benchmarks.values().forEach(all::addAll);
            for (String b : all) {
                List<Unit> slot = new ArrayList<>();
                for (Side side : s.sides()) {
                    if (benchmarks.get(side.label()).contains(b)) {
                        slot.add(new Unit(side, b));
                    }
                }
                Collections.shuffle(slot, random);
                slots.add(slot);
            }
        }
        Collections.shuffle(slots, random);
        return slots;
    }

    /** Each unit's time per operation (ns) as its last fork measured it, by {@link Unit#name}: how many turns its group takes. */
    private final Map<String, Double> opNanos = new LinkedHashMap<>();

    /** Each unit's share of its last group's pairs of turns that no other task broke into ({@link TurnRatio#clean}), by {@link Unit#name}. */
    private final Map<String, Double> cleanShares = new LinkedHashMap<>();
    /** The share the session's last group measured: what a group not measured yet takes (the hour's, not a quiet one's). */
    private double lastClean = 1;

    /** At most this many times the turns, when other tasks broke into most of a group's turns last round. */
    static final int MAX_TURN_FACTOR = 4;

    /** A group's share of clean pairs, as its turns just measured it: its members' and the session's latest. */
    void measured(List<Unit> group, double clean) {
        group.forEach(u -> cleanShares.put(u.name(), clean));
        lastClean = clean;
    }

    /** The turns of a group as its members' last forks measured them ({@link #turnsOf(double, double)}). */
    int turnsOf(List<Unit> group) {
        return turnsOf(group.stream().mapToDouble(u -> opNanos.getOrDefault(u.name(), 0.0)).max().orElse(0),
                group.stream().mapToDouble(u -> cleanShares.getOrDefault(u.name(), lastClean)).min().orElse(1));
    }

    int turnsOf(double opNanos) {
        return turnsOf(opNanos, 1);
    }

    /**
     * The turns of a group: what each side measures over the longer of a turn and its slowest operation known, at
     * least the least; turns no longer than the design's are read off their clean pairs, so that when only a share
     * {@code clean} of them was clean last round there are as many clean as the measured time gives (at most
     * {@link #MAX_TURN_FACTOR} times the turns).
     */
    int turnsOf(double opNanos, double clean) {
        if (s.turns().fixedTurns() != null) {
            return s.turns().fixedTurns();
        }
        double turn = Math.max(s.turns().turnNanos(), opNanos);
        int turns = Math.max(s.turns().leastTurns(), (int) Math.ceil(s.turns().sideSeconds() * 1e9 / turn));
        if (opNanos <= s.turns().turnNanos() && clean < 1) {
            turns = (int) Math.ceil(turns * Math.min(MAX_TURN_FACTOR, 1 / Math.max(clean, 1.0 / MAX_TURN_FACTOR)));
        }
        return turns;
    }

    /**
     * The share of a group's pairs of turns in which neither side waited for a CPU another task held: turn k of two
     * members, over every two of its members (a ring's ratios are read two by two) and every fork. Stricter than the round's
     * reading (a wait before JMH's clock counts here): sized by the pairs the round reads, a busy hour's rounds came out
     * wider, not cheaper per settled answer (finding answer-busy-amd2).
     */
    static double cleanShare(List<dev.jfpbench.runner.turns.TurnGroup.Phase> phases, int[] threads) {
        int pairs = 0;
        int clean = 0;
        for (dev.jfpbench.runner.turns.TurnGroup.Phase p : phases) {
            Map<Integer, boolean[]> byTurn = new LinkedHashMap<>();
            for (dev.jfpbench.runner.turns.TurnGroup.Turn t : p.turns()) {
                byTurn.computeIfAbsent(t.turn(), k -> new boolean[threads.length])[t.member()] =
                        TurnRatio.clean(TurnRatio.waitPerThread(t.waited() / 1e3, threads[t.member()]), t.wall() / 1e3);
            }
            for (boolean[] c : byTurn.values()) {
                for (int i = 0; i < c.length; i++) {
                    for (int j = i + 1; j < c.length; j++) {
                        pairs++;
                        clean += c[i] && c[j] ? 1 : 0;
                    }
                }
            }
        }
        return pairs == 0 ? 1 : clean / (double) pairs;
    }

    /**
     * How many times a side's own warm-up its forks get in a group: its members warm up at once, each with its own
     * compilers, on every CPU the session has; each gets at least half the CPU its warm-up was measured with (a fork
     * alone: its benchmark on one CPU, its compilers on another), so the time is multiplied by two CPUs' worth per
     * member over twice the CPUs there are (never below one). Half, because a family's warm-up is where the slowest of
     * its forks was ready, and a pair sharing two CPUs for the family's own time was at its turns' level when they began
     * (docs/methodology.md, the warm-up).
     */
    static int warmupFactor(int members, int threads, int cpus) {
        return Math.max(1, (int) Math.ceil(members * (Math.max(1, threads) + 1) / (2.0 * Math.max(1, cpus))));
    }

    /** The design in words, for the run's first lines. */
    private String turnsText(Map<String, List<String>> benchmarks) {
        long groups = turnSlots(benchmarks, new Random(s.seed())).stream().filter(x -> x.size() > 1).count();
        String each = s.turns().fixedTurns() != null ? s.turns().fixedTurns() + " turns of " + jmhTime(s.turns().turnNanos()) + " a fork"
                : String.format(Locale.ROOT, "%.1f s of %s turns a fork (at least %d turns; up to %d times as many while other tasks break into most)",
                s.turns().sideSeconds(), jmhTime(s.turns().turnNanos()), s.turns().leastTurns(), MAX_TURN_FACTOR);
        return String.format(Locale.ROOT, "in turns%s: %d group(s) a round, each side %s, the family's warm-up shared by the group's JVMs (longer when they need more CPUs than twice those there are)%s",
                s.turns().cpus() == null ? " (not pinned)" : " on CPU " + s.turns().cpus() + (s.turns().rest() == null ? "" : ", the rest on " + s.turns().rest()),
                groups, each, s.turns().quietMillis() > 0 ? ", each JVM quiet " + s.turns().quietMillis() + " ms before its turns" : "");
    }

    /** The CPUs a turns session may use: its turn CPUs and the rest (a group on several threads takes its turns on all). */
    private String allTurnCpus() {
        return s.turns().rest() == null ? s.turns().cpus() : s.turns().cpus() + "," + s.turns().rest();
    }

    /** The seconds a group takes by its settings: start-up, the longest warm-up as multiplied, and its turns (each side's own length, with their overhead). */
    private double groupSeconds(List<Unit> group, int turns) {
        int cpus = s.turns().cpus() == null ? ForkJvm.onlineCpus() : RoundsCommand.countCpus(allTurnCpus());
        double warm = 0;
        for (Unit u : group) {
            Jmh.Selected x = selected.get(u.name());
            if (x != null) {
                warm = Math.max(warm, x.warmupIterations() * x.warmupNanos() / 1e9 * warmupFactor(group.size(), x.threads(), cpus));
            }
        }
        // a side's turn is one iteration: its own operation when that outlasts the turn
        double ring = group.stream().mapToDouble(u -> Math.max(s.turns().turnNanos(), opNanos.getOrDefault(u.name(), 0.0)) / 1e9 + TURN_OVERHEAD_SECONDS).sum();
        return FORK_SECONDS + warm + turns * ring;
    }

    /** A turn's cost besides its iteration: JMH's own between iterations and the hand-over (measured here: 1 to 3 ms). */
    static final double TURN_OVERHEAD_SECONDS = 0.002;

    /** Each selected unit as JMH lists it, by {@link Unit#name}. */
    private final Map<String, Jmh.Selected> selected = new LinkedHashMap<>();

    /** A JMH time option's value: "3000ms", "500us". */
    static String jmhTime(long nanos) {
        return nanos % 1_000_000 == 0 ? nanos / 1_000_000 + "ms" : Math.max(1, nanos / 1000) + "us";
    }

    /** JMH's command for a member of a turn group: its forks warm up with {@code factor} times their warm-up, then measure {@code turns} turns. */
    private List<String> turnCommand(Unit u, Path file, Path turnsJar, int turns, int factor) {
        List<String> cmd = new ArrayList<>();
        if (s.turns().cpus() != null) {
            cmd.addAll(List.of("taskset", "-c", allTurnCpus())); // the warm-up on every CPU, whatever this JVM is pinned to
        }
        // not a compiler option for JMH's host here: JMH gives its forks the host's own JVM options
        cmd.addAll(List.of(u.side().java(), "-Xmx256m", "-Djmh.ignoreLock=true",
                "-cp", u.side().jar() + java.io.File.pathSeparator + turnsJar, "org.openjdk.jmh.Main", Jmh.exact(u.benchmark()), "-f", "1"));
        List<String> options = new ArrayList<>(jmhOptions(u.side()));
        Jmh.Selected x = selected.get(u.name());
        long warm = x == null ? 0 : x.warmupNanos() * factor;
        int w = options.indexOf("-w");
        if (w >= 0 && w + 1 < options.size()) {
            options.remove(w + 1);
            options.remove(w);
        }
        cmd.addAll(options);
        if (warm > 0) {
            cmd.addAll(List.of("-w", jmhTime(warm)));
        }
        cmd.addAll(List.of("-i", Integer.toString(turns), "-r", jmhTime(s.turns().turnNanos())));
        String appended = appended(u.side());
        if (!appended.isEmpty()) {
            cmd.addAll(List.of("-jvmArgsAppend", appended));
        }
        cmd.addAll(List.of("-foe", "true", "-rf", "json", "-rff", file.toString()));
        return cmd;
    }

    /**
     * Runs one turn group of a round and keeps each member's result as a unit of the round. Planned again, once, when
     * its operations prove far longer than a turn (fewer turns). A member that fails ends the round as a failed fork would.
     */
    private void runTurns(Session session, List<Unit> group, int round, int index, int count, Map<String, Double> seconds)
            throws IOException, InterruptedException {
        Path turnsJar = turnsJar();
        boolean threadedGroup = group.stream().anyMatch(u -> threaded.contains(u.benchmark()));
        String cpus = threadedGroup ? (s.turns().cpus() == null ? null : allTurnCpus()) : s.turns().cpus();
        String rest = threadedGroup ? null : s.turns().rest();
        int cores = s.turns().cpus() == null ? ForkJvm.onlineCpus() : RoundsCommand.countCpus(allTurnCpus());
        double known = group.stream().mapToDouble(u -> opNanos.getOrDefault(u.name(), 0.0)).max().orElse(0);
        int turns = turnsOf(group);
        String names = group.stream().map(u -> u.side().label() + " " + shortName(u.benchmark())).collect(Collectors.joining(", "));
        for (int attempt = 0; ; attempt++) {
            List<dev.jfpbench.runner.turns.TurnGroup.Member> members = new ArrayList<>();
            List<Path> files = new ArrayList<>();
            for (int i = 0; i < group.size(); i++) {
                Unit u = group.get(i);
                Jmh.Selected x = selected.get(u.name());
                int factor = warmupFactor(group.size(), x == null ? 1 : x.threads(), cores);
                Path file = session.tmp.resolve(String.format(Locale.ROOT, "round-%03d-%02d.json", round, index + i + 1));
                Files.deleteIfExists(file);
                List<String> cmd = turnCommand(u, file, turnsJar, turns, factor);
                if (session.firstCommand == null) {
                    session.firstCommand = cmd;
                }
                files.add(file);
                members.add(new dev.jfpbench.runner.turns.TurnGroup.Member(u.side().label() + " " + shortName(u.benchmark()), cmd,
                        session.tmp.resolve(String.format(Locale.ROOT, "round-%03d-%02d.log", round, index + i + 1))));
            }
            double planned = groupSeconds(group, turns);
            dev.jfpbench.runner.turns.TurnGroup.Design d = new dev.jfpbench.runner.turns.TurnGroup.Design(turns, s.turns().turnNanos(), cpus, rest,
                    Duration.ofSeconds(Math.max(120, Math.round(planned * 5))), Duration.ofSeconds(60), s.turns().quietMillis(),
                    attempt == 0 && known == 0 && s.turns().fixedTurns() == null ? 4 * s.turns().sideSeconds() + 1 : 0);
            dev.jfpbench.runner.turns.TurnGroup g = new dev.jfpbench.runner.turns.TurnGroup(members, d, s.seed() * 1_000_003L + round * 1009L + index, running::add);
            Instant start = Instant.now();
            List<dev.jfpbench.runner.turns.TurnGroup.Phase> phases;
            try {
                phases = g.run();
            } catch (dev.jfpbench.runner.turns.TurnGroup.Replan r) {
                group.forEach(u -> opNanos.put(u.name(), (double) r.opNanos()));
                turns = turnsOf(r.opNanos());
                out.printf(Locale.ROOT, "round %d: %s: an operation takes about %.0f ms, longer than a turn: %d turns, started again%n", round, names,
                        r.opNanos() / 1e6, turns);
                continue;
            } catch (dev.jfpbench.runner.turns.TurnGroup.Failed f) {
                throw new RunFailedException("round " + round + ", turns of " + names + ": " + f.getMessage());
            } finally {
                running.removeAll(g.processes());
            }
            double took = Duration.between(start, Instant.now()).toMillis() / 1000.0;
            for (int i = 0; i < group.size(); i++) {
                Unit u = group.get(i);
                Process p = g.processes().get(i);
                Path log = members.get(i).log();
                if (p.exitValue() != 0 || !Files.isRegularFile(files.get(i))) {
                    throw new RunFailedException("round " + round + ", " + u.name() + ": JMH failed (exit " + p.exitValue() + "): "
                            + Jmh.lastLine(log, "no output") + " (log: " + log + ")");
                }
                ArrayNode result = Merge.read(files.get(i));
                out.printf(Locale.ROOT, "round %d [%d/%d] %-2s %s (%d turns, a group of %d): %s%n", round, index + i + 1, count, u.side().label(),
                        shortName(u.benchmark()), turns, group.size(), scores(result));
                synchronized (lock) {
                    session.partRound.computeIfAbsent(u.side().label(), k -> new ArrayList<>()).add(result);
                }
                Files.delete(files.get(i));
                seconds.put(secondsKey(u, false), took);
                double op = opNanosOf(result);
                if (op > 0) {
                    opNanos.put(u.name(), op);
                }
            }
            int[] threads = group.stream().mapToInt(u -> selected.containsKey(u.name()) ? selected.get(u.name()).threads() : 1).toArray();
            double clean = cleanShare(phases, threads);
            measured(group, clean);
            writeTurnRecord(session.tmp.resolve(String.format(Locale.ROOT, "round-%03d-turns-%02d.json", round, index + 1)), group, turns, took, clean, phases);
            out.flush();
            return;
        }
    }

    /** The profiler's jar, written once a session into a temporary folder (not into the rounds' record), removed when the runner ends. */
    private Path turnsJar;

    private Path turnsJar() throws IOException {
        if (turnsJar == null) {
            Path dir = Files.createTempDirectory("jfp-turns");
            turnsJar = dev.jfpbench.runner.turns.TurnsJar.write(dir);
            turnsJar.toFile().deleteOnExit();
            dir.toFile().deleteOnExit();
        }
        return turnsJar;
    }

    /** A fork's mean time per operation in ns, from JMH's score and unit (0 when it cannot tell). */
    static double opNanosOf(ArrayNode result) {
        double max = 0;
        for (com.fasterxml.jackson.databind.JsonNode e : result) {
            dev.jfpbench.report.ScoreUnit unit = dev.jfpbench.report.ScoreUnit.parse(e.path("primaryMetric").path("scoreUnit").asText());
            double score = e.path("primaryMetric").path("score").asDouble();
            if (unit != null && score > 0) {
                max = Math.max(max, 1e9 / unit.opsPerSecond(score));
            }
        }
        return max;
    }

    /** What the coordinator saw of a group: its members, turns, time, share of clean pairs, and per fork who started, what each said and its timing. */
    private void writeTurnRecord(Path file, List<Unit> group, int turns, double seconds, double clean,
                                 List<dev.jfpbench.runner.turns.TurnGroup.Phase> phases) throws IOException {
        var node = RunMetadata.MAPPER.createObjectNode();
        var m = node.putArray("members");
        group.forEach(u -> m.add(u.name()));
        node.put("turns", turns);
        node.put("seconds", seconds);
        node.put("cleanShare", clean);
        var ps = node.putArray("forks");
        for (var p : phases) {
            var o = ps.addObject();
            o.put("first", p.first());
            o.put("warmSeconds", p.warmSeconds());
            o.put("turnSeconds", p.turnSeconds());
            var h = o.putArray("hellos");
            p.hellos().forEach(h::add);
            long[] span = p.turns().stream().mapToLong(dev.jfpbench.runner.turns.TurnGroup.Turn::span).sorted().toArray();
            if (span.length > 0) {
                o.put("medianSpanMicros", span[span.length / 2] / 1e3);
            }
        }
        RunMetadata.MAPPER.writeValue(file.toFile(), node);
    }

    private String gcOf(Side side) {
        return side.fork() != null ? side.fork().gc() : s.forkGc();
    }

    private Integer processorsOf(Side side) {
        return side.fork() != null ? side.fork().cpus() : s.forkCpus();
    }

    private String pinOf(Side side) {
        return side.fork() != null ? side.fork().pin() : s.pinCpus();
    }

    /** In a duet of pairs: which member of its pair a benchmark is (0 or 1; 0 alone). */
    private int memberOf(String benchmark) {
        for (List<String> pair : duetPairs) {
            int i = pair.indexOf(benchmark);
            if (i >= 0) {
                return i;
            }
        }
        return 0;
    }

    /**
     * A duet of pairs' slots, and the neighbours of an adjacent order: the references of the selection ({@link References}, Default/Fast first, then the
     * others) matched so that each benchmark is in at most one pair (greedily, in a fixed order); unmatched
     * benchmarks alone. Pairs by name: a benchmark's parameter values all run in its one invocation.
     */
    private List<List<String>> duetPairs = List.of();

    private void pairUp(List<BenchmarkKey> keys, List<String> names) {
        List<Reference> refs = new ArrayList<>(References.find(keys));
        refs.sort(java.util.Comparator.comparingInt(r -> r.kind().ordinal()));
        java.util.Set<String> used = new java.util.HashSet<>();
        List<List<String>> pairs = new ArrayList<>();
        for (Reference r : refs) {
            String a = r.numerator().benchmark();
            String b = r.denominator().benchmark();
            if (!a.equals(b) && names.contains(a) && names.contains(b) && !used.contains(a) && !used.contains(b)) {
                pairs.add(List.of(b, a));
                used.add(a);
                used.add(b);
            }
        }
        names.stream().filter(n -> !used.contains(n)).forEach(n -> pairs.add(List.of(n)));
        duetPairs = pairs;
    }

    private String stopRule() {
        if (s.plan() != null && s.plan().kind() == Plan.Kind.GATE) {
            return "the gate's allocation: at least " + s.rounds() + " rounds, each benchmark until its simultaneous interval sees " + pct(s.plan().slowdown())
                    + " with " + Math.round(GatePlan.POWER * 100) + "% power (at most " + s.maxRounds() + " rounds)"
                    + (s.budget() == null ? "" : ", budget " + s.budget().toSeconds() + "s");
        }
        if (s.answer()) {
            return "the answer's allocation: at least " + s.rounds() + " rounds, until every question is settled within ±" + pct(s.targetCi())
                    + " (at most " + s.maxRounds() + " rounds)" + (s.budget() == null ? "" : ", budget " + s.budget().toSeconds() + "s");
        }
        String rule = s.targetCi() == null ? s.rounds() + " rounds"
                : "at least " + s.rounds() + " rounds, until every ratio's " + pct(s.confidence()) + " CI is within ±"
                + pct(s.targetCi()) + " (in turns, a ratio read in two levels: each level's; at most " + s.maxRounds() + " rounds)";
        return s.budget() == null ? rule : rule + ", budget " + s.budget().toSeconds() + "s";
    }

    /** Why to stop after this round, or null to go on. */
    private String stopAfter(int round, Map<String, List<ArrayNode>> perSide, List<List<String>> order, Duration elapsed, Duration perRound)
            throws IOException {
        String budgetLeft = s.budget() == null ? null
                : elapsed.plus(perRound).compareTo(s.budget()) > 0 ? "time budget (" + s.budget().toSeconds() + "s) would be exceeded by another round of about "
                + perRound.toSeconds() + "s, after " + round + " round(s)" : null;
        if (s.targetCi() == null) {
            return stopWithoutTarget(round, s.rounds(), budgetLeft);
        }
        List<Estimate> estimates = requested(perSide, order, round);
        if (estimates.isEmpty()) {
            throw new BadInputException("--target-ci: the selection has no ratio to narrow (no pair the report knows, and only one side)");
        }
        // a ratio whose rounds settle at two levels is as narrow as its wider level, as the answer reads it
        Estimate widest = Collections.max(estimates, (a, b) -> Double.compare(a.settlingHalfWidth(), b.settlingHalfWidth()));
        double half = widest.settlingHalfWidth();
        String which = widest.name() + (widest.levels() != null ? ", two levels: the wider" : "");
        out.printf(Locale.ROOT, "  widest CI after %d round(s): ±%s (%s)%n", round, Double.isFinite(half) ? pct(half) : "n/a", which);
        dev.jfpbench.report.stats.AdaptiveStop rule = new dev.jfpbench.report.stats.AdaptiveStop(s.targetCi(), s.rounds(), s.maxRounds());
        dev.jfpbench.report.stats.AdaptiveStop.Stop stop = rule.after(round, half, budgetLeft != null);
        if (stop == null) {
            return null;
        }
        return switch (stop) {
            case TARGET -> "target reached: every ratio's " + pct(s.confidence()) + " CI is within ±" + pct(s.targetCi())
                    + " (widest ±" + pct(half) + ") after " + round + " rounds";
            case MAX_ROUNDS -> "target NOT reached: " + s.maxRounds() + " rounds (the most allowed), widest CI ±" + pct(half) + " (" + which + ")";
            case BUDGET -> "target NOT reached: " + budgetLeft + "; widest CI ±" + pct(half) + " (" + which + ")";
        };
    }

    /**
     * The answer's allocation after a round ({@link Allocation}): each side keeps only what an unsettled question needs
     * (a benchmark that stops never runs again); prints which questions are settled, which are not and the time left;
     * says why the session stops (every question settled, the most rounds, or no time for the next round), or null.
     */
    private String allocate(int round, Map<String, List<ArrayNode>> perSide, List<List<String>> order, Map<String, List<String>> running,
                            Map<String, Double> seconds, Duration elapsed) throws IOException {
        Allocation allocation = new Allocation(s.plan().questions(), new Estimator(s.confidence(), s.threshold(), 0), s.targetCi(), s.rounds());
        int cells = 0;
        List<String> open = new ArrayList<>();
        // the settled answers by question, each with the sides (JDKs) it is settled on
        Map<String, List<String>> settled = new LinkedHashMap<>();
        double next = 0;
        for (Side side : s.sides()) {
            Run run = merged(side.label(), perSide.get(side.label()), order, round);
            java.util.Set<String> now = new java.util.HashSet<>(running.getOrDefault(side.label(), List.of()));
            java.util.Set<BenchmarkKey> keys = new java.util.HashSet<>();
            run.results().forEach(r -> {
                if (now.contains(r.key().benchmark())) {
                    keys.add(r.key());
                }
            });
            List<Allocation.Status> statuses = allocation.statuses(run, round, keys);
            for (Allocation.Status st : statuses) {
                cells++;
                // the row as the table will name it (a user's vectors file, not the generated set)
                String row = dev.jfpbench.report.findings.CampaignTable.rowText(st.question(), List.of(st.answer()));
                if (!st.settled()) {
                    open.add(side.label() + " " + row + " " + st.width());
                } else {
                    settled.computeIfAbsent(row, k -> new ArrayList<>()).add(side.label());
                }
            }
            java.util.Set<String> needed = new java.util.LinkedHashSet<>();
            Allocation.needed(statuses).forEach(k -> needed.add(k.benchmark()));
            List<String> keep = running.getOrDefault(side.label(), List.of()).stream().filter(needed::contains).toList();
            running.put(side.label(), keep);
            next += roundSeconds(side, keep, seconds, round + 1);
        }
        String left = s.budget() == null ? "no budget" : String.format(Locale.ROOT, "%.0f min left", Math.max(0, s.budget().minus(elapsed).toSeconds() / 60.0));
        String shown = open.size() <= 12 ? String.join("; ", open) : String.join("; ", open.subList(0, 12)) + "; and " + (open.size() - 12) + " more";
        String done = settled.entrySet().stream().map(e -> e.getKey() + " (" + String.join(", ", e.getValue()) + ")")
                .collect(java.util.stream.Collectors.joining("; "));
        out.printf(Locale.ROOT, "Round %d: %d of %d answers settled (a verdict within ±%s); %s; next round about %.0f s%s%s%n", round, cells - open.size(), cells,
                pct(s.targetCi()), left, next, open.isEmpty() ? "" : "; not settled: " + shown, settled.isEmpty() ? "" : "; settled: " + done);
        out.flush();
        if (open.isEmpty() || running.values().stream().allMatch(List::isEmpty)) {
            return "every answer settled after " + round + " rounds";
        }
        if (round >= s.maxRounds()) {
            return "not every answer settled: " + s.maxRounds() + " rounds (the most allowed); " + open.size() + " open";
        }
        // the budget binds the least rounds too, as in every session: a short budget leaves answers unsettled, and the table says so
        if (s.budget() != null && elapsed.toMillis() / 1000.0 + next > s.budget().toSeconds()) {
            return "not every answer settled: the time budget (" + s.budget().toSeconds() + "s) would be exceeded by another round of about "
                    + Math.round(next) + "s, after " + round + " rounds; " + open.size() + " open";
        }
        return null;
    }

    /**
     * The gate's allocation after a round ({@link GatePlan}): from {@code --rounds} on, a benchmark whose simultaneous
     * interval would already see the plan's slowdown with the stated power stops on both sides; prints what each can
     * see and the time left; stops when none is left, at the most rounds, or when the budget has no room for the next.
     */
    private String allocateGate(int round, Map<String, List<ArrayNode>> perSide, List<List<String>> order, Map<String, List<String>> running,
                                Map<String, Double> seconds, Duration elapsed) throws IOException {
        if (s.sides().size() != 2) {
            throw new BadInputException("the gate's allocation needs two sides (baseline, candidate), not " + s.sides().size());
        }
        Side a = s.sides().get(0);
        Side b = s.sides().get(1);
        Run base = merged(a.label(), perSide.get(a.label()), order, round);
        Run candidate = merged(b.label(), perSide.get(b.label()), order, round);
        int m = (int) java.util.stream.Stream.concat(running.get(a.label()).stream(), running.get(b.label()).stream()).distinct().count();
        m = Math.max(m, session0Count);
        Estimator each = new Estimator(1 - (1 - s.plan().family()) / m, s.threshold(), 0);
        java.util.Set<BenchmarkKey> keys = new java.util.LinkedHashSet<>();
        java.util.Set<String> now = new java.util.HashSet<>(running.get(b.label()));
        candidate.results().forEach(r -> {
            if (now.contains(r.key().benchmark())) {
                keys.add(r.key());
            }
        });
        List<GatePlan.Status> statuses = new GatePlan(each, s.plan().slowdown(), s.rounds()).statuses(base, candidate, round, keys);
        java.util.Set<String> needed = new java.util.LinkedHashSet<>();
        GatePlan.needed(statuses).forEach(k -> needed.add(k.benchmark()));
        Map<String, Double> per = new java.util.HashMap<>();
        for (Side side : List.of(a, b)) {
            List<String> keep = running.get(side.label()).stream().filter(needed::contains).toList();
            running.put(side.label(), keep);
            for (String x : keep) {
                // a duet runs a benchmark's two forks at once: the round takes the longer of them, not their sum
                per.merge(x, lastSeconds(seconds, new Unit(side, x), round + 1), s.turns(round + 1) || duetFor(x, round + 1) ? Math::max : Double::sum);
            }
        }
        double next = per.values().stream().mapToDouble(Double::doubleValue).sum();
        List<String> open = statuses.stream().filter(x -> !x.done()).map(x -> shortName(x.key().benchmark())
                + (Double.isInfinite(x.seen()) ? " (no interval yet)" : String.format(Locale.ROOT, " (sees %.1f%%)", x.seen() * 100))).toList();
        String left = s.budget() == null ? "no budget" : String.format(Locale.ROOT, "%.0f min left", Math.max(0, s.budget().minus(elapsed).toSeconds() / 60.0));
        out.printf(Locale.ROOT, "Round %d: %d of %d benchmarks see %s with %.0f%% power; %s; next round about %.0f s%s%n", round, statuses.size() - open.size(),
                statuses.size(), pct(s.plan().slowdown()), GatePlan.POWER * 100, left, next, open.isEmpty() ? "" : "; not yet: " + String.join(", ", open));
        out.flush();
        if (open.isEmpty()) {
            return "every benchmark sees " + pct(s.plan().slowdown()) + " with " + Math.round(GatePlan.POWER * 100) + "% power after " + round + " rounds";
        }
        if (round >= s.maxRounds()) {
            return "not every benchmark sees " + pct(s.plan().slowdown()) + ": " + s.maxRounds() + " rounds (the most allowed); " + open.size() + " short";
        }
        if (GatePlan.overBudget(round, s.rounds(), elapsed.toMillis() / 1000.0, next, s.budget() == null ? null : (double) s.budget().toSeconds())) {
            return "not every benchmark sees " + pct(s.plan().slowdown()) + ": the time budget (" + s.budget().toSeconds()
                    + "s) would be exceeded by another round of about " + Math.round(next) + "s, after " + round + " rounds; " + open.size() + " short";
        }
        return null;
    }

    /** A side's rounds so far as one run of the session (for the allocation). */
    private Run merged(String side, List<ArrayNode> rounds, List<List<String>> order, int count) throws IOException {
        return live("allocation", side, rounds, order, count, s.mode(), s.seed(), s.plan().kind().name().toLowerCase(Locale.ROOT), s.turns());
    }

    /**
     * A side's rounds so far as one run, for a stop to read as the published file will be read: with the session's
     * design and the order of its rounds, so that a round in turns is read off its paired turns, not its forks' scores.
     */
    static Run live(String session, String side, List<ArrayNode> rounds, List<List<String>> order, int count, String mode, long seed,
                    String allocation, Turns turns) throws IOException {
        Path f = Files.createTempFile("rounds", ".json");
        try {
            Merge.write(Merge.rounds(rounds), f);
            RoundsInfo info = new RoundsInfo(session, side, List.of(), Map.of(), seed, count, soFar(order, count), null, null, null, mode,
                    null, null, allocation, null, null, null, null, turns == null ? null : turns.info());
            return new Run(f, side, JmhResults.read(f), Optional.empty(), List.of(), Optional.of(info));
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /**
     * The stop without a target: after the requested rounds, never before, whatever the budget ({@code --rounds} is a
     * minimum; a budget only stops the rounds a target adds after it). {@code budgetLeft}: the budget's reason to stop, or null.
     */
    static String stopWithoutTarget(int round, int rounds, String budgetLeft) {
        if (round < rounds) {
            return null;
        }
        return "the requested " + rounds + " rounds are done" + (budgetLeft == null ? "" : " (past the budget: --rounds is a minimum)");
    }

    /**
     * The order of the rounds so far, for a stop's reading of them: a round in turns is read off its paired turns, as the
     * published file reads it (without it, off the forks' scores: another estimate than the table's).
     */
    private static List<List<String>> soFar(List<List<String>> order, int rounds) {
        return List.copyOf(order.subList(0, Math.min(rounds, order.size())));
    }

    /** The ratios the target applies to: each side against the first with several sides, else the pairs within the run. */
    private List<Estimate> requested(Map<String, List<ArrayNode>> perSide, List<List<String>> order, int rounds) throws IOException {
        List<Run> runs = new ArrayList<>();
        for (Map.Entry<String, List<ArrayNode>> e : perSide.entrySet()) {
            runs.add(live("adaptive", e.getKey(), e.getValue(), order, rounds, s.mode(), s.seed(), null, s.turns()));
        }
        return estimates(runs, new Estimator(s.confidence(), s.threshold(), 0));
    }

    /** Every ratio of a session's runs: each later side over the first, or with one side the references within it. */
    public static List<Estimate> estimates(List<Run> runs, Estimator estimator) {
        return estimator.session(runs);
    }

    /**
     * The benchmarks the regex selects, per side label, from each side's own jar (JMH's benchmark list, never its
     * printed text); with a shard, only the shard's. A side whose jar lacks some (an older Jackson's) runs the ones
     * it has; they are said. A side with none: bad input.
     */
    private Map<String, List<String>> benchmarks() {
        Map<String, List<Jmh.Selected>> bySide = new LinkedHashMap<>();
        for (Side side : s.sides()) {
            List<Jmh.Selected> selected = Jmh.runnableOn(side.java(), Jmh.select(side.jar(), s.regex(), s.jmhArgs()),
                    "rounds: side " + side.label(), err);
            bySide.put(side.label(), selected);
            selected.forEach(x -> planned.put(new Unit(side, x.name()).name(), x.seconds()));
            selected.forEach(x -> this.selected.put(new Unit(side, x.name()).name(), x));
            selected.stream().filter(Jmh.Selected::threaded).forEach(x -> threaded.add(x.name()));
        }
        List<BenchmarkKey> keys = new ArrayList<>();
        TreeSet<String> all = new TreeSet<>();
        bySide.values().forEach(l -> l.forEach(x -> {
            if (all.add(x.name())) {
                keys.addAll(x.keys());
            }
        }));
        if (all.isEmpty()) {
            throw new BadInputException("no benchmark matches '" + s.regex() + "'" + (s.sides().size() > 1 ? " on any side" : ""));
        }
        TreeSet<String> shard = s.shard() == null ? all : new TreeSet<>(Shards.of(keys, s.shard().count()).get(s.shard().index() - 1));
        if (shard.isEmpty()) {
            throw new BadInputException("shard " + s.shard() + " of '" + s.regex() + "' is empty (" + all.size() + " benchmark(s) in "
                    + Shards.of(keys, s.shard().count()).stream().filter(x -> !x.isEmpty()).count() + " non-empty shard(s))");
        }
        if (s.inTurns()) {
            groupUp(keys, new ArrayList<>(shard));
        }
        if (s.pairDuet() || !s.duet() && s.order() != Order.SHUFFLED) {
            pairUp(keys, new ArrayList<>(shard));
        }
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<Jmh.Selected>> e : bySide.entrySet()) {
            List<String> names = e.getValue().stream().map(Jmh.Selected::name).filter(shard::contains).toList();
            if (names.isEmpty()) {
                throw new BadInputException("no benchmark matches '" + s.regex() + "' on side " + e.getKey() + (s.shard() == null ? "" : " in shard " + s.shard()));
            }
            List<String> missing = shard.stream().filter(n -> !names.contains(n)).toList();
            if (!missing.isEmpty()) {
                err.println("rounds: warning: side " + e.getKey() + " lacks " + missing.size() + " benchmark(s), run on the other sides only: " + missing);
            }
            out.put(e.getKey(), names);
        }
        return out;
    }

    /** The options every fork of a side gets appended: the fixed JVM, then the side's and the user's own. */
    private String appended(Side side) {
        List<String> user = new ArrayList<>(s.jmhArgs());
        user.addAll(side.jmhArgs());
        List<String> fixed = ForkJvm.options(s.forkHeap(), gcOf(side), processorsOf(side), user);
        List<String> parts = new ArrayList<>(fixed);
        for (List<String> args : List.of(s.jmhArgs(), side.jmhArgs())) {
            for (int i = 0; i + 1 < args.size(); i++) {
                if (args.get(i).equals("-jvmArgsAppend")) {
                    parts.add(args.get(++i)); // each of them: a side may append several options
                }
            }
        }
        return String.join(" ", parts).trim();
    }

    /** JMH's options of a side without its -jvmArgsAppend (which {@link #appended} folds in). */
    private List<String> jmhOptions(Side side) {
        List<String> args = new ArrayList<>();
        for (List<String> l : List.of(s.jmhArgs(), side.jmhArgs())) {
            for (int i = 0; i < l.size(); i++) {
                if (l.get(i).equals("-jvmArgsAppend") && i + 1 < l.size()) {
                    i++;
                    continue;
                }
                args.add(l.get(i));
            }
        }
        return args;
    }

    private List<String> command(Unit u, Path file, String cpus) {
        List<String> cmd = new ArrayList<>();
        if (cpus != null) {
            cmd.addAll(List.of("taskset", "-c", cpus));
        }
        cmd.addAll(List.of(u.side().java(), "-Xmx256m"));
        if (s.ignoreLock() || s.duet()) {
            cmd.add("-Djmh.ignoreLock=true"); // a duet's two JMH runs are ours, side by side by design
        }
        cmd.addAll(List.of("-jar", u.side().jar().toString(), Jmh.exact(u.benchmark()), "-f", "1"));
        cmd.addAll(jmhOptions(u.side()));
        String appended = appended(u.side());
        if (!appended.isEmpty()) {
            cmd.addAll(List.of("-jvmArgsAppend", appended));
        }
        cmd.addAll(List.of("-foe", "true", "-rf", "json", "-rff", file.toString()));
        return cmd;
    }

    /** Records what each side's forks' JVM is, probed with the same java, options and pinning. */
    private void probeForks(Session session) {
        Path own = RoundsCommand.ownJarOrNull();
        if (own == null) {
            return;
        }
        for (Side side : s.sides()) {
            List<String> options = new ArrayList<>(List.of("-Xmx256m"));
            String appended = appended(side);
            if (!appended.isEmpty()) {
                options.addAll(List.of(appended.split("\\s+")));
            }
            String cpus = s.duet() ? s.duetCpus().get(0) : pinOf(side);
            RunMetadata.ForkJvm f = ForkJvm.probe(side.java(), options, cpus, own, err);
            if (f != null) {
                if (s.duet()) {
                    f = new RunMetadata.ForkJvm(f.gc(), f.initialHeap(), f.maxHeap(), f.processors(), String.join(",", s.duetCpus()) + " (duet: one each, swapped every round)",
                            f.options());
                }
                session.forkJvm.put(side.label(), f);
                out.println("Forks' JVM, side " + side.label() + ": " + f.describe());
            }
        }
    }

    private Process start(List<String> cmd, Path log) throws IOException {
        Files.writeString(log, "\n# " + String.join(" ", cmd) + "\n", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        running.add(p);
        return p;
    }

    /**
     * Waits for one JMH invocation; waits out another JMH's lock (sequential runs only) and runs it again. A failure
     * ends the slot's other processes too ({@code slot}) and the session.
     */
    private ArrayNode finish(Process p, List<String> cmd, List<Process> slot, Path file, Path log, int round, Unit u)
            throws IOException, InterruptedException {
        Instant waitingSince = null;
        while (true) {
            int rc = p.waitFor();
            running.remove(p);
            String output = Files.readString(log, StandardCharsets.UTF_8);
            if (rc != 0 && slot == null && output.contains(LOCK_MESSAGE)) {
                if (waitingSince == null) {
                    waitingSince = Instant.now();
                    err.println("rounds: another JMH run holds JMH's lock: waiting for it (at most " + LOCK_WAIT.toMinutes()
                            + " min; --ignore-lock runs beside it, at the cost of the measurement)");
                }
                if (Duration.between(waitingSince, Instant.now()).compareTo(LOCK_WAIT) > 0) {
                    throw new RunFailedException("another JMH run held JMH's lock for more than " + LOCK_WAIT.toMinutes() + " minutes");
                }
                Thread.sleep(5_000);
                p = start(cmd, log);
                continue;
            }
            if (rc != 0 || !Files.isRegularFile(file)) {
                if (slot != null) {
                    slot.forEach(Jmh::destroyTree);
                }
                throw new RunFailedException("round " + round + ", " + u.name() + ": JMH failed (exit " + rc + "): "
                        + Jmh.lastLine(log, "no output") + " (log: " + log + ")");
            }
            return Merge.read(file);
        }
    }

    private static String scores(ArrayNode result) {
        List<String> l = new ArrayList<>();
        result.forEach(e -> l.add(String.format(Locale.ROOT, "%.4g %s%s", e.path("primaryMetric").path("score").asDouble(),
                e.path("primaryMetric").path("scoreUnit").asText(), e.path("params").isObject() && e.path("params").size() > 0 ? " " + e.path("params") : "")));
        return String.join(", ", l);
    }

    private static String shortName(String fqn) {
        int m = fqn.lastIndexOf('.');
        int c = fqn.lastIndexOf('.', m - 1);
        return fqn.substring(c + 1);
    }

    /**
     * Saves the session as it stands (once: the session itself or the shutdown hook, whichever comes first): each
     * side's complete rounds merged, with its sidecar and the rounds record; before any round completed, the
     * benchmarks of the first round that finished. Null when nothing had finished.
     */
    private Outcome save(Session session, String stop, boolean complete) throws IOException, InterruptedException {
        boolean first;
        synchronized (lock) {
            first = !saving;
            saving = true;
        }
        if (!first) {
            saved.await(2, java.util.concurrent.TimeUnit.MINUTES);
            return null;
        }
        try {
            return saveFirst(session, stop, complete);
        } finally {
            saved.countDown();
        }
    }

    private Outcome saveFirst(Session session, String stop, boolean complete) throws IOException, InterruptedException {
        Map<String, List<ArrayNode>> rounds;
        Map<String, List<String>> notRun = new LinkedHashMap<>();
        int count;
        synchronized (lock) {
            rounds = new LinkedHashMap<>();
            session.perSide.forEach((k, v) -> rounds.put(k, new ArrayList<>(v)));
            count = session.rounds();
            if (count == 0) {
                boolean any = session.partRound.values().stream().anyMatch(l -> !l.isEmpty());
                if (!any) {
                    out.println("Stopped: " + stop + "; nothing had finished, nothing saved");
                    return null;
                }
                for (Side side : s.sides()) {
                    List<ArrayNode> done = session.partRound.getOrDefault(side.label(), List.of());
                    List<String> ran = new ArrayList<>();
                    done.forEach(a -> a.forEach(e -> ran.add(e.path("benchmark").asText())));
                    notRun.put(side.label(), session.benchmarks.get(side.label()).stream().filter(b -> !ran.contains(b)).toList());
                    rounds.put(side.label(), done.isEmpty() ? List.of() : List.of(Merge.concat(done)));
                }
                count = 1;
            }
        }
        Instant end = Instant.now();
        List<Double> loadAfter = Load.now();
        out.println("Load after: " + Load.describe(loadAfter));
        out.println("Stopped: " + stop);
        Map<String, Path> saved = new LinkedHashMap<>();
        boolean single = s.sides().size() == 1 && s.sides().get(0).label().equals(DEFAULT_SIDE);
        Path dir = s.results().resolve(session.name + ".rounds");
        for (int n = 1; Files.exists(dir); n++) {
            dir = dir.resolveSibling(session.name + "-" + n + ".rounds");
        }
        Publisher publisher = new Publisher(s.results(), s.root(), s.script(), err);
        List<RoundsInfo.SideInfo> sides = s.sides().stream()
                .map(x -> new RoundsInfo.SideInfo(x.label(), x.java(), x.jar().toString(), x.jmhArgs())).toList();
        Map<String, String> files = new LinkedHashMap<>();
        RoundsInfo.Load load = new RoundsInfo.Load(session.loadBefore, loadAfter, session.roundLoad);
        String cpus = s.duet() ? String.join(",", s.duetCpus()) : s.pinCpus();
        String shard = s.shard() == null ? null : s.shard().toString();
        List<List<String>> order = session.order.subList(0, Math.min(count, session.order.size()));
        // The stems first, so every sidecar names every side's file.
        Map<String, String> stems = new LinkedHashMap<>();
        for (Side side : s.sides()) {
            stems.put(side.label(), single ? session.name : session.name + "-" + side.label());
        }
        for (Side side : s.sides()) {
            List<ArrayNode> r = rounds.get(side.label());
            if (r == null || r.isEmpty()) {
                continue;
            }
            final int c = count;
            final Path d = dir;
            Publisher.Extras extras = new Publisher.Extras(session.forkJvm.get(side.label()), notRun.getOrDefault(side.label(), List.of()),
                    complete ? null : stop, node -> node.set(RoundsInfo.FIELD, RoundsInfo.MAPPER.valueToTree(new RoundsInfo(session.name, side.label(),
                    sides, Map.of(), s.seed(), c, order, stop, load, d.getFileName().toString(),
                    s.mode(),
                    s.inTurns() ? s.turns().cpus() : s.duet() ? cpus : pinOf(side), shard, s.plan() == null ? null : s.plan().kind().name().toLowerCase(Locale.ROOT),
                    session.roundSeconds.subList(0, Math.min(c, session.roundSeconds.size())), s.rounds(),
                    s.budget() == null ? null : s.budget().toSeconds(), s.jobStart() == null ? null : s.jobStart().toString(),
                    s.inTurns() ? s.turns().info() : null))),
                    gcOf(side), processorsOf(side));
            Path p = publisher.publish(Merge.rounds(r), stems.get(side.label()), side.java(), side.jar(), side.commit(), session.start, end,
                    session.firstCommand == null ? List.of() : session.firstCommand, extras);
            saved.put(side.label(), p);
            files.put(side.label(), p.getFileName().toString());
        }
        // Each sidecar names every side's saved file.
        for (Path p : saved.values()) {
            Path meta = RunMetadata.sidecarOf(p);
            var node = (com.fasterxml.jackson.databind.node.ObjectNode) RunMetadata.MAPPER.readTree(meta.toFile());
            ((com.fasterxml.jackson.databind.node.ObjectNode) node.get(RoundsInfo.FIELD)).set("files", RunMetadata.MAPPER.valueToTree(files));
            Path tmp = meta.resolveSibling(meta.getFileName() + ".tmp");
            RunMetadata.MAPPER.writeValue(tmp.toFile(), node);
            Files.move(tmp, meta, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        Files.move(session.tmp, dir);
        out.println("Rounds: " + dir);
        saved.values().forEach(p -> out.println("Result: " + p));
        if (!complete) {
            out.println("Partial: " + count + " round(s) saved" + (notRun.values().stream().allMatch(List::isEmpty) ? ""
                    : "; not run: " + notRun.values().stream().flatMap(List::stream).distinct().collect(Collectors.joining(", "))));
        }
        out.flush();
        return new Outcome(session.name, saved, count, complete, stop, dir);
    }

    static String pct(double fraction) {
        return Estimate.pct(fraction);
    }

    /** The machine's load averages (1, 5, 15 minutes), from /proc/loadavg or the JVM. */
    static final class Load {
        private Load() {
        }

        static List<Double> now() {
            try {
                String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
                return List.of(Double.parseDouble(f[0]), Double.parseDouble(f[1]), Double.parseDouble(f[2]));
            } catch (IOException | RuntimeException e) {
                double l = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
                return l < 0 ? List.of() : List.of(l);
            }
        }

        static String describe(List<Double> load) {
            if (load.isEmpty()) {
                return "unknown";
            }
            int cpus = ForkJvm.onlineCpus();
            String values = load.stream().map(v -> String.format(Locale.ROOT, "%.2f", v)).collect(Collectors.joining(" "));
            return values + " (1/5/15 min) on " + cpus + " CPUs" + (load.get(0) > cpus ? ": BUSY, expect noise" : "");
        }
    }
}

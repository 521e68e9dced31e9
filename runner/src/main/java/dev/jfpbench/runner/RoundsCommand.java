package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.Options;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.Significance;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * {@code rounds}: the paired-rounds engine ({@link RoundsEngine}) behind ab.sh, nightly.sh, the matrices and the full
 * workflow. Exit 0: saved; 2: bad input; 3: a benchmark run failed (the complete rounds are saved, marked partial).
 */
@Command(name = "rounds", mixinStandardHelpOptions = true,
        description = {"Runs the benchmarks REGEX selects in paired rounds: each round one fork of every benchmark on every side. By",
                "default the forks a round compares take turns (--design turns): they start together, warm up on every CPU, then",
                "take their measured iterations of about a millisecond one after another on one CPU, and a round's ratio is read",
                "off its paired turns; a round costs each group its JVMs' start, its warm-up (times its JVMs per CPU) and",
                "--turn-seconds of turns a side. --design duet: two forks at once on CPUs of their own; sequential: one at a time,",
                "shuffled. Saves each side's rounds merged into one JMH JSON result with its sidecar. JMH options go after --, e.g.:",
                "rounds '.*Ruler.*' --rounds 8 -- -wi 2 -w 200ms"})
final class RoundsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "REGEX", description = "The benchmarks, as for JMH.")
    String regex;

    @Parameters(index = "1..*", paramLabel = "JMH-OPTION", description = "JMH options for every invocation (after --); not -f (see --forks-are-rounds), -rf, -rff, -o.")
    List<String> jmhArgs = new ArrayList<>();

    @Option(names = "--rounds", paramLabel = "N", description = "Rounds to run (without --target-ci, --answer or --gate-plan: all of them, no budget applies); with them the least, within --budget (default: 5; with --target-ci at least "
            + RoundsEngine.MIN_ADAPTIVE_ROUNDS + ").")
    Integer rounds;

    @Option(names = "--forks-are-rounds", description = "JMH's -f N among the JMH options is the number of rounds (the matrices: each round one fork per side).")
    boolean forksAreRounds;

    @Option(names = "--max-rounds", defaultValue = "40", paramLabel = "N", description = "With --target-ci: the most rounds (default: ${DEFAULT-VALUE}).")
    int maxRounds;

    @Option(names = "--target-ci", paramLabel = "PERCENT", description = "Add rounds until every ratio's CI half-width is within this, e.g. 3%%.")
    String targetCi;

    @Option(names = "--budget", paramLabel = "DURATION", description = "With --target-ci, --answer or --gate-plan: after the first round, start no round that would end after this, e.g. 10m, 90s, 1h, "
            + "the least rounds included (a session cut below them says so); without one of them the budget stops nothing.")
    String budget;

    @Option(names = "--job-start", paramLabel = "EPOCH-SECONDS", description = "When the whole job began (before its builds), in seconds since 1970 "
            + "(date +%%s); with --job-limit the budget shrinks to what the job has left. Recorded in the sidecars.")
    Long jobStart;

    @Option(names = "--job-limit", paramLabel = "DURATION", description = "With --job-start: the whole job's time (e.g. 30m); the budget becomes the smaller "
            + "of --budget and what is left of this, less a minute kept for the verdict and the report.")
    String jobLimit;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the shuffles (default: from the clock; recorded either way).")
    Long seed;

    @Option(names = "--side", paramLabel = "LABEL", description = "A configuration (repeat for A/B; default: one side).")
    List<String> sides = new ArrayList<>();

    @Option(names = "--side-java", paramLabel = "LABEL=JAVA", description = "The java of a side (default: --java).")
    Map<String, String> sideJava = new LinkedHashMap<>();

    @Option(names = "--side-jar", paramLabel = "LABEL=JAR", description = "The perf.jar of a side (default: --jar).")
    Map<String, String> sideJar = new LinkedHashMap<>();

    @Option(names = "--side-args", paramLabel = "LABEL=ARGS", description = "Extra JMH options of a side, space-separated, e.g. 'B=-jvmArgsAppend -Dx=1'.")
    List<String> sideArgs = new ArrayList<>();

    @Option(names = "--side-commit", paramLabel = "LABEL=COMMIT", description = "The commit a side's jar was built from, for its sidecar (a baseline built elsewhere).")
    Map<String, String> sideCommit = new LinkedHashMap<>();

    @Option(names = "--java", paramLabel = "JAVA", description = "The java for JMH (default: the one running this).")
    String java;

    @Option(names = "--jar", paramLabel = "JAR", description = "perf.jar (default: the jar this runs from).")
    Path jar;

    @Option(names = "--fork-heap", defaultValue = "512m", paramLabel = "SIZE",
            description = "Fixed heap of every fork: -Xms = -Xmx = SIZE, with -XX:+AlwaysPreTouch; 'none' to leave the heap alone (default: ${DEFAULT-VALUE}).")
    String forkHeap;

    @Option(names = "--fork-gc", paramLabel = "GC",
            description = "The collector of every fork (G1, Serial, Parallel, Z, Shenandoah, or none to leave it to the JVM), so pinning cannot change it (default: G1, what an unpinned JVM picks on 2 or more CPUs).")
    String forkGc;

    @Option(names = "--gc", paramLabel = "Serial|Parallel|G1|Z",
            description = "The collector of the measured forks (-XX:+UseSerialGC etc.; the scripts' --gc), recorded in the sidecar as gc. Not with --fork-gc.")
    String gc;

    @Option(names = "--cpus", paramLabel = "N",
            description = {"Give the measured forks N CPUs: -XX:ActiveProcessorCount=N and, with taskset, JMH and its forks pinned to N CPUs",
                    "(the last N online, or --pin's, which must then be N); without taskset only the processor count (said). With --duet",
                    "only 1 (a duet gives each side one CPU). Recorded in the sidecar as cpus. Not with --fork-cpus."})
    String cpus;

    @Option(names = "--side-gc", paramLabel = "LABEL=GC",
            description = "A side's own collector (Serial, Parallel, G1, Z), in place of --gc for that side, e.g. B=Serial; recorded in its sidecar.")
    Map<String, String> sideGc = new LinkedHashMap<>();

    @Option(names = "--side-cpus", paramLabel = "LABEL=N",
            description = "A side's own CPU count, in place of --cpus for that side (pinned to the last N CPUs), e.g. B=1; recorded in its sidecar.")
    Map<String, String> sideCpus = new LinkedHashMap<>();

    @Option(names = "--fork-cpus", paramLabel = "N|none",
            description = "The processor count every fork sizes itself for (-XX:ActiveProcessorCount), so pinning cannot change it (default: the machine's online CPUs).")
    String forkCpus;

    @Option(names = "--pin", paramLabel = "CPUS", description = "Pin JMH and its forks to these CPUs with taskset, e.g. 1 or 0-1.")
    String pin;

    @Option(names = "--design", paramLabel = "turns|duet|sequential", defaultValue = "turns", description = {
            "How the forks a round compares are measured (default: ${DEFAULT-VALUE}). turns: they start together, warm up on every CPU,",
            "then take turns of about a millisecond, one measured JMH iteration each, on one CPU (--turn-cpu), every other thread of",
            "theirs on the rest, so that the machine's slow spells fall on every side alike; a round's ratio is read off its paired",
            "turns. duet: two forks at once, each on a CPU of its own (--duet). sequential: one fork at a time (--order)."})
    String design;

    @Option(names = "--designs", paramLabel = "D1,D2,...", split = ",", description = {
            "Measure designs side by side: the rounds cycle through them (e.g. turns,duet,sequential), each cycle's order rotated by",
            "one; a round's design is its order's (turns joined by <>, a duet's forks by +). For comparing them; not with --design."})
    List<String> designs;

    @Option(names = "--turn-cpu", paramLabel = "CPU", description = "With turns: the CPU they take (default: the last this process may use); the others take the rest.")
    String turnCpu;

    @Option(names = "--turn-time", paramLabel = "DURATION", defaultValue = "1ms", description = "With turns: JMH's iteration time, one turn (default: ${DEFAULT-VALUE}; e.g. 500us, 4ms).")
    String turnTime;

    @Option(names = "--turn-seconds", paramLabel = "SECONDS", defaultValue = "0.1",
            description = "With turns: the seconds each side measures per fork; its turns are that over the longer of a turn and an operation (default: ${DEFAULT-VALUE}).")
    double turnSeconds;

    @Option(names = "--least-turns", paramLabel = "N", defaultValue = "20", description = "With turns: the fewest turns a fork takes, however long its operations (default: ${DEFAULT-VALUE}).")
    int leastTurns;

    @Option(names = "--quiet", paramLabel = "MILLIS", defaultValue = "0",
            description = "With turns: how long each side's JVM must be quiet (its compilers done with the warm-up's work) before its first turn, at most 5 s (default: ${DEFAULT-VALUE}: no wait; measured no narrower, journal turns).")
    long quietMillis;

    @Option(names = "--duet", description = {"Run the two sides' forks of each benchmark at the same time (one side, or --answer on any number of sides:",
            "the two members of each pair the report compares within a side, e.g. Default and Fast), each pinned to a CPU of its own,",
            "the CPUs swapped every round, so that a slow spell of the machine falls on both. Needs two CPUs and taskset, and at most",
            "two sides unless --answer; else sequential (said). With --order alternate: duet and shuffled sequential rounds by turns."})
    boolean duet;

    @Option(names = "--order", paramLabel = "shuffled|adjacent|alternate", defaultValue = "shuffled", description = {
            "Sequential forks: every fork shuffled alone (default); each pair the report compares (Default and Fast) in neighbouring",
            "forks, the pairs shuffled; or the two alternately, odd rounds shuffled and even rounds adjacent (to measure one against the other);",
            "with --duet, alternate makes the even rounds duets and adjacent is refused."})
    String order;

    @Option(names = "--duet-cpus", paramLabel = "A,B", description = "The duet's two CPUs (default: the last two online CPUs).")
    String duetCpus;

    @Option(names = "--shard", paramLabel = "I/N", description = "Run only shard I of N of the selection (every pair kept whole in one shard; see select --shards).")
    String shard;

    @Option(names = "--ignore-lock", description = "Run even while another JMH run holds JMH's lock (default: wait for it).")
    boolean ignoreLock;

    @Option(names = "--results", paramLabel = "DIR", defaultValue = "results", description = "Where results go (default: ${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--name", paramLabel = "NAME", description = "The run's name, after the UTC stamp (default: from the regex).")
    String name;

    @Option(names = "--name-prefix", paramLabel = "TEXT", defaultValue = "", description = "Put before the name made from the regex, e.g. jdk-matrix-.")
    String namePrefix;

    @CommandLine.Mixin
    Options.Root root;

    @Option(names = "--script", paramLabel = "TEXT", description = "The script invocation, for the sidecar.")
    String script;

    @Option(names = "--answer", description = {"Spend the rounds where the answer table's questions are unsettled: after each round each side runs only",
            "what an unsettled question needs; stop when all are settled (a verdict within --target-ci) or at --budget."})
    boolean answer;

    @Option(names = "--question", paramLabel = "REGEX", description = "With --answer: only the questions whose text matches (case ignored), e.g. vectors.")
    String question;

    @Option(names = "--gate-plan", paramLabel = "PERCENT", description = {"Two sides (baseline first): from --rounds on, stop each benchmark once its",
            "simultaneous interval (--family-confidence over the selection) would see this slowdown with 80%% power; the rest go on within --budget."})
    String gatePlan;

    @CommandLine.Mixin
    Options.Family family;

    @Option(names = "--dry-run", description = "Check everything a run checks before its first fork (the selection on every side, the jars and javas, "
            + "the JMH options, the budget against a first round) and say what would run; run and save nothing (the summary says dryRun).")
    boolean dryRun;

    @Option(names = "--summary", paramLabel = "FILE", description = "Also write what was saved as JSON (for scripts): each side's result, rounds, stop, complete.")
    Path summary;

    @CommandLine.Mixin
    Options.Stats stats;

    @Override
    public Integer call() throws Exception {
        RoundsEngine.Settings settings = settings();
        if (dryRun) {
            new RoundsEngine(settings, spec.commandLine().getOut(), spec.commandLine().getErr()).dryRun();
            spec.commandLine().getOut().flush();
            if (summary != null) {
                RunMetadata.MAPPER.writeValue(summary.toFile(), RunMetadata.MAPPER.createObjectNode().put("dryRun", true));
            }
            return RunTool.OK;
        }
        try {
            RoundsEngine.Outcome o = new RoundsEngine(settings, spec.commandLine().getOut(), spec.commandLine().getErr()).run();
            if (o == null) {
                return RunTool.RUN_FAILED;
            }
            List<Run> runs = Run.load(new ArrayList<>(o.saved().values()), new ArrayList<>(o.saved().keySet()));
            Estimator e = new Estimator(settings.confidence(), settings.threshold(), 0);
            List<Estimate> estimates = RoundsEngine.estimates(runs, e);
            String ci = Significance.Percent.format(e.confidence() * 100) + " CI";
            Double f = family.fraction();
            if (f != null && !estimates.isEmpty()) {
                // the gate's simultaneous intervals, as its verdict reads them: per-interval 99% would call an A/A "slower" the gate does not
                e = e.at(1 - (1 - f) / estimates.size());
                estimates = RoundsEngine.estimates(runs, e);
                ci = "simultaneous " + Significance.Percent.format(f * 100) + " CI";
            }
            writeSummary(o, estimates, e);
            if (!estimates.isEmpty()) {
                spec.commandLine().getOut().println();
                spec.commandLine().getOut().print(table(estimates, e, ci).text());
            }
            spec.commandLine().getOut().flush();
            return RunTool.OK;
        } catch (RoundsEngine.RunFailedException ex) {
            spec.commandLine().getErr().println("rounds: " + ex.getMessage());
            return RunTool.RUN_FAILED;
        }
    }

    private void writeSummary(RoundsEngine.Outcome o, List<Estimate> estimates, Estimator e) throws java.io.IOException {
        if (summary == null) {
            return;
        }
        ObjectNode n = RunMetadata.MAPPER.createObjectNode();
        n.put("session", o.session());
        n.set("results", RunMetadata.MAPPER.valueToTree(o.saved().entrySet().stream()
                .collect(LinkedHashMap::new, (m, x) -> m.put(x.getKey(), x.getValue().toString()), Map::putAll)));
        var list = n.putArray("resultList");
        o.saved().values().forEach(p -> list.add(p.toString()));
        n.put("rounds", o.rounds());
        n.put("complete", o.complete());
        n.put("stop", o.stop());
        n.put("roundsDir", o.roundsDir().toString());
        var list2 = n.putArray("estimates");
        for (Estimate x : estimates) {
            ObjectNode m = list2.addObject();
            m.put("name", x.name());
            m.put("ratio", x.ci().ratio());
            if (x.ci().defined()) {
                m.put("low", x.ci().low());
                m.put("high", x.ci().high());
                m.put("halfWidth", x.ci().halfWidth());
            }
            m.put("rounds", x.ci().n());
            m.put("confidence", x.ci().confidence());
            m.put("verdict", dev.jfpbench.report.stats.RatioVerdict.words(x.ci(), e.threshold()));
        }
        RunMetadata.MAPPER.writeValue(summary.toFile(), n);
    }

    /** The estimates as a table, its interval column headed {@code ci} (e.g. "99% CI", "simultaneous 95% CI"). */
    static Table table(List<Estimate> estimates, Estimator e, String ci) {
        Table t = new Table(List.of("Ratio", "Where", "Rounds", "Ratio", ci, "±", "Verdict"), "llrrrrl");
        for (Estimate x : estimates) {
            t.add(List.of(x.name(), x.where(), Integer.toString(x.ci().n()), x.ratioText(), x.rangeText(), x.halfWidthText(),
                    dev.jfpbench.report.stats.RatioVerdict.words(x.ci(), e.threshold())));
        }
        return t;
    }

    RoundsEngine.Settings settings() {
        List<String> jmh = new ArrayList<>(jmhArgs);
        Integer fromForks = null;
        if (forksAreRounds) {
            for (int i = 0; i < jmh.size(); i++) {
                String a = jmh.get(i);
                String v = a.equals("-f") && i + 1 < jmh.size() ? jmh.get(i + 1) : a.matches("-f\\d+") ? a.substring(2) : null;
                if (v != null) {
                    if (!v.matches("[1-9]\\d*")) {
                        throw new BadInputException("-f " + v + ": -f is the number of rounds here (each one fork per side): 1 or more");
                    }
                    fromForks = Integer.parseInt(v);
                    jmh.remove(i);
                    if (a.equals("-f")) {
                        jmh.remove(i);
                    }
                    i--;
                }
            }
        }
        Jmh.check(jmh, true);
        String how = design();
        Integer fixedTurns = null;
        if (how.equals("turns")) {
            // JMH's own -i and -r keep their meaning: the measured iterations, each a turn, and their time; every side's alike
            for (String a : sideArgs) {
                refuseTurnOptions(List.of(a.substring(a.indexOf('=') + 1).trim().split("\\s+")), " (--side-args " + a.substring(0, Math.max(0, a.indexOf('='))) + ")");
            }
            String i = take(jmh, "-i");
            String r = take(jmh, "-r");
            if (i != null) {
                if (!i.matches("[1-9]\\d*")) {
                    throw new BadInputException("JMH option -i " + i + ": the turns a fork takes, 1 or more");
                }
                fixedTurns = Integer.parseInt(i);
            }
            if (r != null) {
                turnTime = r;
            }
        }
        Double target = targetCi == null ? null : Significance.percent(targetCi, "--target-ci") / 100.0;
        if (answer && target == null) {
            throw new BadInputException("--answer needs --target-ci: the half-width at which a question is settled");
        }
        if (target != null && target <= 0) {
            throw new BadInputException("--target-ci must be above 0%");
        }
        int n = rounds != null ? rounds : fromForks != null ? fromForks : 5;
        if (n < 1) {
            throw new BadInputException("--rounds must be at least 1");
        }
        if (target != null && n < RoundsEngine.MIN_ADAPTIVE_ROUNDS) {
            n = RoundsEngine.MIN_ADAPTIVE_ROUNDS; // an interval stopped on its own width after a few rounds covers too little
        }
        String javaPath = java != null ? java : Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        Path jarPath = jar != null ? jar : ownJar();
        List<String> labels = sides.isEmpty() ? List.of(RoundsEngine.DEFAULT_SIDE) : sides;
        if (labels.stream().distinct().count() != labels.size()) {
            throw new BadInputException("--side labels must differ: " + labels);
        }
        for (String l : labels) {
            if (!l.matches("[A-Za-z0-9._+-]+")) {
                throw new BadInputException("--side label '" + l + "': letters, digits, . _ + - only (it becomes part of a file name)");
            }
        }
        Map<String, List<String>> args = new LinkedHashMap<>();
        for (String a : sideArgs) {
            int eq = a.indexOf('=');
            if (eq <= 0) {
                throw new BadInputException("--side-args must be LABEL=ARGS, was '" + a + "'");
            }
            args.put(a.substring(0, eq), a.substring(eq + 1).isBlank() ? List.of() : List.of(a.substring(eq + 1).trim().split("\\s+")));
        }
        for (Map<String, ?> m : List.of(sideJava, sideJar, args, sideCommit, sideGc, sideCpus)) {
            for (String l : m.keySet()) {
                if (!labels.contains(l)) {
                    throw new BadInputException("no side '" + l + "' (sides: " + labels + ")");
                }
            }
        }
        List<RoundsEngine.Side> list = new ArrayList<>();
        for (String l : labels) {
            Path j = sideJar.containsKey(l) ? Paths.get(sideJar.get(l)) : jarPath;
            if (!Files.isRegularFile(j)) {
                throw new BadInputException("side " + l + ": no jar " + j);
            }
            String jv = sideJava.getOrDefault(l, javaPath);
            if (!Files.isExecutable(Paths.get(jv)) && !onPath(jv)) {
                throw new BadInputException("side " + l + ": no java at " + jv);
            }
            Jmh.check(args.getOrDefault(l, List.of()), true);
            // a jar given by path was built from a commit nobody told us: its sidecar says "unknown", not the checkout's
            String commit = sideCommit.getOrDefault(l, sameFile(j, jarPath) ? null : Publisher.UNKNOWN_COMMIT);
            list.add(new RoundsEngine.Side(l, jv, j.toAbsolutePath(), args.getOrDefault(l, List.of()), commit));
        }
        boolean taskset = onPath("taskset");
        int online = ForkJvm.onlineCpus();
        boolean turns = how.equals("turns");
        duet = how.equals("duet") || designs != null && designs.contains("duet");
        if (turns && pin != null) {
            throw new BadInputException("--pin goes with --design sequential: in turns the forks are pinned by the turns (--turn-cpu)");
        }
        for (int i = 0; i < list.size(); i++) {
            RoundsEngine.Side side = list.get(i);
            if (sideGc.containsKey(side.label()) || sideCpus.containsKey(side.label())) {
                // the side's own settings go through the same checks as the session's
                ForkSettings own = forkSettings(sideGc.getOrDefault(side.label(), gc), forkGc, sideCpus.getOrDefault(side.label(), cpus), forkCpus, pin,
                        duet, online, taskset, spec.commandLine().getErr());
                list.set(i, new RoundsEngine.Side(side.label(), side.java(), side.jar(), side.jmhArgs(), side.commit(),
                        new RoundsEngine.Fork(own.gc(), own.cpus(), turns ? null : own.pin() != null ? own.pin() : own.duetPin())));
            }
        }
        ForkSettings fork = forkSettings(gc, forkGc, cpus, forkCpus, pin, duet, online, taskset, spec.commandLine().getErr());
        pin = turns ? null : fork.pin(); // in turns --cpus sets the forks' processor count; the turns pin them
        if (pin != null) {
            ForkJvm.checkCpus(pin);
            if (!taskset) {
                spec.commandLine().getErr().println("rounds: warning: --pin " + pin + ": no taskset on this machine, not pinned");
                pin = null;
            }
        }
        List<String> duetPair = null;
        if (duet) {
            if (order() == RoundsEngine.Order.ADJACENT) {
                throw new BadInputException("--order adjacent cannot go with --duet (a duet runs each pair at once); --order alternate with --duet alternates shuffled and duet rounds");
            }
            String why = list.size() > 2 && !answer ? "it needs one or two sides (or --answer), not " + list.size()
                    : online < 2 ? "this machine has one CPU" : !taskset ? "there is no taskset here" : pin != null ? "--pin was given" : null;
            if (why != null) {
                spec.commandLine().getErr().println("rounds: --duet cannot apply (" + why + "): the sides run one after another");
            } else {
                duetPair = duetCpus != null ? List.of(duetCpus.split(",")) : List.of(Integer.toString(online - 2), Integer.toString(online - 1));
                if (duetPair.size() != 2 || duetPair.stream().anyMatch(c -> !c.matches("\\d+")) || duetPair.get(0).equals(duetPair.get(1))) {
                    throw new BadInputException("--duet-cpus must be two different CPUs, e.g. 0,1, was '" + duetCpus + "'");
                }
            }
        }
        if (!turns && duetPair == null && fork.duetPin() != null) {
            pin = fork.duetPin(); // --cpus 1 with a duet that cannot apply: the sides run one after another, still on one CPU
        }
        Duration given = budget == null ? null : duration(budget);
        Instant start = null;
        if (jobLimit != null || jobStart != null) {
            if (jobLimit == null || jobStart == null) {
                throw new BadInputException("--job-start and --job-limit go together (the job's start and its limit)");
            }
            start = Instant.ofEpochSecond(jobStart);
            Instant now = Instant.now();
            if (start.isAfter(now.plusSeconds(60))) {
                throw new BadInputException("--job-start " + jobStart + " is in the future (" + start + ")");
            }
            Duration limit = duration(jobLimit);
            Duration cut = jobBudget(given, start, limit, now);
            if (given == null || cut.compareTo(given) < 0) {
                spec.commandLine().getOut().printf(Locale.ROOT, "Budget %ds: the job began %ds ago and has %ds in all (%ds kept for the verdict and the report)%n",
                        cut.toSeconds(), Duration.between(start, now).toSeconds(), limit.toSeconds(), REPORT_TIME.toSeconds());
            }
            given = cut;
        }
        return new RoundsEngine.Settings(regex, jmh, list, n, Math.max(maxRounds, n), target,
                given, seed != null ? seed : System.nanoTime() & 0xFFFFFFFL,
                "none".equals(forkHeap) ? null : forkHeap, fork.gc(), fork.cpus(), pin, duetPair,
                shard == null ? null : Shards.parse(shard), ignoreLock, results.toAbsolutePath(), name != null ? name : namePrefix + nameOf(regex), root.root(),
                script, stats.significance().confidence(), stats.thresholdFraction(), plan(), order(), start,
                turns ? turns(turnCpu, taskset, allowedCpus()).fixed(fixedTurns) : null, designs);
    }

    /** --design as given: turns, duet (also --duet) or sequential; another word: one line. With --designs: turns (the cycle sets each round's). */
    String design() {
        if (designs != null) {
            if (designs.size() < 2 || designs.stream().distinct().count() != designs.size()
                    || !designs.stream().allMatch(x -> List.of("turns", "duet", "sequential").contains(x))) {
                throw new BadInputException("--designs is two or three of turns, duet, sequential, each once, e.g. turns,duet,sequential; was " + designs);
            }
            if (!designs.contains("turns")) {
                throw new BadInputException("--designs compares turns with the others: give turns among them, was " + designs);
            }
            return "turns";
        }
        String d = design == null ? "turns" : design.toLowerCase(Locale.ROOT);
        if (!List.of("turns", "duet", "sequential").contains(d)) {
            throw new BadInputException("--design is turns, duet or sequential, was '" + design + "'");
        }
        return duet ? "duet" : d;
    }

    /** A side's own -i or -r in turns: the sides of a turn group would pair unequal turns, refused in one line. */
    static void refuseTurnOptions(List<String> jmh, String where) {
        for (String a : jmh) {
            if (a.equals("-i") || a.equals("-r") || a.matches("-[ir]\\d.*")) {
                throw new BadInputException("JMH option " + a + where + ": in turns every side takes the same turns (give -i and -r to all, "
                        + "or --turn-seconds and --turn-time), or --design sequential");
            }
        }
    }

    /** Removes JMH's option {@code name} and its value from {@code jmh}, returning the value (null: not there). */
    static String take(List<String> jmh, String name) {
        for (int i = 0; i < jmh.size(); i++) {
            String a = jmh.get(i);
            if (a.equals(name) && i + 1 < jmh.size()) {
                String v = jmh.get(i + 1);
                jmh.remove(i + 1);
                jmh.remove(i);
                return v;
            }
            if (a.startsWith(name) && a.length() > name.length() && Character.isDigit(a.charAt(name.length()))) {
                jmh.remove(i);
                return a.substring(name.length());
            }
        }
        return null;
    }

    /** The CPUs this process may use (Linux: its affinity), else every online CPU by number. */
    static List<Integer> allowedCpus() {
        try {
            for (String line : Files.readAllLines(Paths.get("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return expand(line.substring(line.indexOf(':') + 1).trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < ForkJvm.onlineCpus(); i++) {
            all.add(i);
        }
        return all;
    }

    /** "0-2,5" as [0, 1, 2, 5]. */
    static List<Integer> expand(String list) {
        List<Integer> out = new ArrayList<>();
        for (String part : list.split(",")) {
            String[] r = part.trim().split("-");
            int from = Integer.parseInt(r[0].trim());
            int to = r.length == 1 ? from : Integer.parseInt(r[1].trim());
            for (int c = from; c <= to; c++) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * The turns' design: the turn CPU (given, or the last this process may use; one it may not use is bad input) and
     * the rest; unpinned, and said why, on a machine of one CPU or without taskset.
     */
    RoundsEngine.Turns turns(String cpu, boolean taskset, List<Integer> allowed) {
        long nanos = turnNanos(turnTime);
        if (!(turnSeconds > 0)) {
            throw new BadInputException("--turn-seconds must be above 0, was " + turnSeconds);
        }
        if (leastTurns < 2) {
            throw new BadInputException("--least-turns must be at least 2, was " + leastTurns);
        }
        if (quietMillis < 0) {
            throw new BadInputException("--quiet must be 0 or more milliseconds, was " + quietMillis);
        }
        Integer turn = null;
        if (cpu != null) {
            if (!cpu.trim().matches("\\d+")) {
                throw new BadInputException("--turn-cpu must be one CPU's number, e.g. 1, was '" + cpu + "'");
            }
            turn = Integer.parseInt(cpu.trim());
            if (!allowed.contains(turn)) {
                throw new BadInputException("--turn-cpu " + turn + ": not a CPU this process may use (" + allowed + ")");
            }
        }
        String note = allowed.size() < 2 ? "this machine gives one CPU, so the turns are not pinned (their order still pairs them; "
                + "the rest of the JVMs share that CPU with them)" : !taskset ? "there is no taskset here, so the turns are not pinned "
                + "(their order still pairs them; the scheduler places the threads)" : null;
        if (note != null) {
            return new RoundsEngine.Turns(null, null, nanos, turnSeconds, leastTurns, quietMillis, note);
        }
        int t = turn != null ? turn : allowed.get(allowed.size() - 1);
        String rest = allowed.stream().filter(c -> c != t).map(String::valueOf).collect(Collectors.joining(","));
        return new RoundsEngine.Turns(Integer.toString(t), rest, nanos, turnSeconds, leastTurns, quietMillis, null);
    }

    /** "1ms", "500us", "2ms": a turn's iteration time in nanoseconds, from 100 us to 1 s. */
    static long turnNanos(String text) {
        Matcher m = Pattern.compile("(\\d+)(us|ms|s)").matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new BadInputException("--turn-time must be a duration such as 1ms or 500us, was '" + text + "'");
        }
        long n = Long.parseLong(m.group(1)) * switch (m.group(2)) {
            case "us" -> 1_000L;
            case "ms" -> 1_000_000L;
            default -> 1_000_000_000L;
        };
        if (n < 100_000 || n > 1_000_000_000L) {
            throw new BadInputException("--turn-time must lie between 100us and 1s, was '" + text + "'");
        }
        return n;
    }

    /** What a job keeps after its rounds for the verdict, the report and the trend. */
    static final Duration REPORT_TIME = Duration.ofMinutes(1);

    /**
     * The rounds' budget within a whole job's limit: the smaller of the given budget (null: none) and what the job has
     * left at {@code now}, less {@link #REPORT_TIME}; never under a second (the first round runs whatever the budget).
     */
    static Duration jobBudget(Duration budget, Instant jobStart, Duration limit, Instant now) {
        Duration left = limit.minus(Duration.between(jobStart, now)).minus(REPORT_TIME);
        if (left.compareTo(Duration.ofSeconds(1)) < 0) {
            left = Duration.ofSeconds(1);
        }
        return budget == null || left.compareTo(budget) < 0 ? left : budget;
    }

    /** --order as the engine takes it; another word: one line, exit 2. */
    RoundsEngine.Order order() {
        try {
            return RoundsEngine.Order.valueOf(order.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--order is shuffled, adjacent or alternate, was '" + order + "'");
        }
    }

    /** The allocation asked for: --answer, --gate-plan (with --family-confidence), or none. */
    RoundsEngine.Plan plan() {
        if (answer && gatePlan != null) {
            throw new BadInputException("give --answer or --gate-plan, not both");
        }
        if (answer) {
            return new RoundsEngine.Plan(RoundsEngine.Plan.Kind.ANSWER, 0, 0, dev.jfpbench.report.answer.Questions.matching(question));
        }
        if (question != null) {
            throw new BadInputException("--question goes with --answer");
        }
        if (gatePlan == null) {
            return null;
        }
        double see = Significance.percent(gatePlan, "--gate-plan") / 100.0;
        if (!(see > 0)) {
            throw new BadInputException("--gate-plan must be above 0%");
        }
        if (sides.size() != 2) {
            throw new BadInputException("--gate-plan needs two sides (--side baseline --side candidate), not " + Math.max(1, sides.size()));
        }
        Double f = family.fraction();
        if (f == null) {
            throw new BadInputException("--gate-plan needs --family-confidence: the gate's simultaneous intervals it plans for");
        }
        return new RoundsEngine.Plan(RoundsEngine.Plan.Kind.GATE, see, f, List.of());
    }

    /**
     * The forks' collector and processor count, and the CPUs to pin to: {@code pin} for a sequential run,
     * {@code duetPin} when a duet with {@code --cpus 1} falls back to sequential.
     */
    record ForkSettings(String gc, Integer cpus, String pin, String duetPin) {
    }

    /** The scripts' collectors (the runner's --fork-gc also takes Shenandoah and none). */
    static final List<String> GCS = List.of("Serial", "Parallel", "G1", "Z");

    /**
     * Resolves --gc/--fork-gc and --cpus/--fork-cpus/--pin/--duet into what the forks get; a combination that cannot
     * work is one line (BadInputException). {@code online}: the machine's CPUs; {@code taskset}: whether it is here.
     */
    static ForkSettings forkSettings(String gc, String forkGc, String cpus, String forkCpus, String pin, boolean duet, int online,
                                     boolean taskset, java.io.PrintWriter err) {
        if (gc != null && forkGc != null) {
            throw new BadInputException("give --gc or --fork-gc, not both");
        }
        String collector;
        if (gc != null) {
            collector = GCS.stream().filter(g -> g.equalsIgnoreCase(gc)).findFirst()
                    .orElseThrow(() -> new BadInputException("--gc must be one of Serial, Parallel, G1, Z, was '" + gc + "'"));
        } else {
            collector = ForkJvm.checkGc(forkGc == null ? "G1" : forkGc);
        }
        if (cpus == null) {
            Integer count = forkCpus == null ? Integer.valueOf(online) : forkCpus.equals("none") ? null : parseCount(forkCpus);
            return new ForkSettings(collector, count, pin, null);
        }
        if (forkCpus != null) {
            throw new BadInputException("give --cpus or --fork-cpus, not both");
        }
        if (!cpus.matches("[1-9]\\d*")) {
            throw new BadInputException("--cpus must be a count of 1 or more, was '" + cpus + "'");
        }
        int n = Integer.parseInt(cpus);
        if (n > online) {
            throw new BadInputException("--cpus " + n + ": this machine has " + online + " online CPU" + (online == 1 ? "" : "s"));
        }
        if (duet) {
            if (n != 1) {
                throw new BadInputException("--cpus " + n + " cannot go with --duet (a duet runs each side on one CPU of its own): use --cpus 1, or no --duet");
            }
            if (pin != null) {
                throw new BadInputException("--cpus with --duet: the duet chooses the CPUs (--duet-cpus), not --pin");
            }
            return new ForkSettings(collector, 1, null, taskset ? Integer.toString(online - 1) : null);
        }
        if (pin != null) {
            ForkJvm.checkCpus(pin);
            int listed = countCpus(pin);
            if (listed != n) {
                throw new BadInputException("--cpus " + n + " and --pin " + pin + " (" + listed + " CPU" + (listed == 1 ? "" : "s") + ") disagree");
            }
            return new ForkSettings(collector, n, pin, null);
        }
        if (!taskset) {
            err.println("rounds: warning: --cpus " + n + ": no taskset on this machine; the forks size themselves for " + n
                    + " CPUs (-XX:ActiveProcessorCount) but run on every CPU");
            return new ForkSettings(collector, n, null, null);
        }
        // the last N CPUs: the first takes the machine's other work, as --pin's default
        return new ForkSettings(collector, n, n == 1 ? Integer.toString(online - 1) : (online - n) + "-" + (online - 1), null);
    }

    /** How many CPUs a taskset list names: "1" 1, "0-2" 3, "0,2" 2. */
    static int countCpus(String list) {
        int count = 0;
        for (String part : list.split(",")) {
            String[] r = part.split("-");
            count += r.length == 1 ? 1 : Integer.parseInt(r[1]) - Integer.parseInt(r[0]) + 1;
        }
        return count;
    }

    private static int parseCount(String s) {
        if (!s.matches("[1-9]\\d*")) {
            throw new BadInputException("--fork-cpus must be a count of 1 or more, or none, was '" + s + "'");
        }
        return Integer.parseInt(s);
    }

    /** A file-name-safe short form of a regex: '.*StdReadVan.*' -> 'StdReadVan'. */
    static String nameOf(String regex) {
        // quoted names (the nightly's common benchmarks: \Qa.B.c\E) name the run by the names themselves
        String n = regex.replace("\\Q", "_").replace("\\E", "_").replaceAll("[^A-Za-z0-9]+", "_").replaceAll("^_+|_+$", "");
        return n.isEmpty() ? "run" : n.substring(0, Math.min(40, n.length()));
    }

    static Path ownJar() {
        Path p = ownJarOrNull();
        if (p == null) {
            throw new BadInputException("not run from perf.jar: give --jar");
        }
        return p;
    }

    /** The jar this runs from, or null when it runs from classes (tests). */
    static Path ownJarOrNull() {
        try {
            Path p = Paths.get(RoundsCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isRegularFile(p) ? p : null;
        } catch (Exception e) {
            return null;
        }
    }

    static boolean onPath(String program) {
        if (program.contains(File.separator)) {
            return Files.isExecutable(Paths.get(program));
        }
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String d : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Paths.get(d, program))) {
                return true;
            }
        }
        return false;
    }

    private static final Pattern DURATION = Pattern.compile("(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?");

    /** "10m", "90s", "1h30m", or plain seconds "600". */
    static Duration duration(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.matches("\\d+")) {
            return Duration.ofSeconds(Long.parseLong(t));
        }
        Matcher m = DURATION.matcher(t);
        if (t.isEmpty() || !m.matches()) {
            throw new BadInputException("--budget must be a duration such as 10m, 90s or 1h30m, was '" + text + "'");
        }
        long seconds = 0;
        seconds += m.group(1) == null ? 0 : Long.parseLong(m.group(1)) * 3600;
        seconds += m.group(2) == null ? 0 : Long.parseLong(m.group(2)) * 60;
        seconds += m.group(3) == null ? 0 : Long.parseLong(m.group(3));
        if (seconds == 0) {
            throw new BadInputException("--budget must be more than 0s");
        }
        return Duration.ofSeconds(seconds);
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return b != null && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }
}

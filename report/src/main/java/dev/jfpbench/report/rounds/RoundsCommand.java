package dev.jfpbench.report.rounds;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.Options;
import dev.jfpbench.report.Significance;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code ReportTool rounds}: the paired-rounds engine behind {@code scripts/ab.sh} and {@code scripts/nightly.sh}
 * ({@link RoundsEngine}). Exit 0: saved; 2: bad input; 3: a benchmark run failed (what it has stays in
 * results/tmp/).
 */
@Command(name = "rounds", mixinStandardHelpOptions = true,
        description = {"Runs the benchmarks REGEX selects in paired rounds: each round one fork of every benchmark on every side,",
                "in a seeded shuffled order; saves each side's rounds merged into one JMH JSON result with its sidecar.",
                "JMH options go after --, e.g.: rounds '.*Ruler.*' --rounds 8 -- -wi 2 -w 200ms -i 3 -r 200ms"})
public final class RoundsCommand implements Callable<Integer> {
    public static final int RUN_FAILED = 3;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "REGEX", description = "The benchmarks, as for JMH.")
    String regex;

    @Parameters(index = "1..*", paramLabel = "JMH-OPTION", description = "JMH options for every invocation (after --); not -f, -rf, -rff.")
    List<String> jmhArgs = new ArrayList<>();

    @Option(names = "--rounds", defaultValue = "5", paramLabel = "N", description = "Rounds to run; with --target-ci the least (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--max-rounds", defaultValue = "40", paramLabel = "N", description = "With --target-ci: the most rounds (default: ${DEFAULT-VALUE}).")
    int maxRounds;

    @Option(names = "--target-ci", paramLabel = "PERCENT", description = "Add rounds until every ratio's CI half-width is within this, e.g. 3%%.")
    String targetCi;

    @Option(names = "--budget", paramLabel = "DURATION", description = "Start no round that would end after this, e.g. 10m, 90s, 1h.")
    String budget;

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

    @Option(names = "--java", paramLabel = "JAVA", description = "The java for JMH (default: the one running this).")
    String java;

    @Option(names = "--jar", paramLabel = "JAR", description = "perf.jar (default: the jar this runs from).")
    Path jar;

    @Option(names = "--fork-heap", defaultValue = "512m", paramLabel = "SIZE",
            description = "Fixed heap of every fork: -Xms = -Xmx = SIZE, with -XX:+AlwaysPreTouch; 'none' to leave the heap alone (default: ${DEFAULT-VALUE}).")
    String forkHeap;

    @Option(names = "--pin", paramLabel = "CPUS", description = "Pin JMH and its forks to these CPUs with taskset, e.g. 1 or 0-1.")
    String pin;

    @Option(names = "--ignore-lock", description = "Run even while another JMH run holds JMH's lock (default: wait for it).")
    boolean ignoreLock;

    @Option(names = "--results", paramLabel = "DIR", defaultValue = "results", description = "Where results go (default: ${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--name", defaultValue = "rounds", paramLabel = "NAME", description = "The run's name, after the UTC stamp.")
    String name;

    @CommandLine.Mixin
    Options.Root root;

    @Option(names = "--script", paramLabel = "TEXT", description = "The script invocation, for the sidecar.")
    String script;

    @CommandLine.Mixin
    Options.Stats stats;

    @Override
    public Integer call() throws Exception {
        RoundsEngine.Settings settings = settings();
        try {
            Map<String, Path> saved = new RoundsEngine(settings, spec.commandLine().getOut(), spec.commandLine().getErr()).run();
            List<dev.jfpbench.report.Run> runs = dev.jfpbench.report.Run.load(new ArrayList<>(saved.values()), new ArrayList<>(saved.keySet()));
            List<PairedRatios.Estimate> estimates = PairedRatios.of(runs, settings.significance().confidence(), settings.threshold());
            if (!estimates.isEmpty()) {
                spec.commandLine().getOut().println();
                spec.commandLine().getOut().print(PairedSection.table(estimates, settings.significance(), settings.threshold()).text());
            }
            spec.commandLine().getOut().flush();
            return 0;
        } catch (RoundsEngine.RunFailedException e) {
            spec.commandLine().getErr().println("rounds: " + e.getMessage());
            return RUN_FAILED;
        }
    }

    RoundsEngine.Settings settings() {
        if (rounds < 1) {
            throw new BadInputException("--rounds must be at least 1");
        }
        for (String a : jmhArgs) {
            if (List.of("-f", "-rf", "-rff", "-o").contains(a)) {
                throw new BadInputException("JMH option " + a + " is set by the rounds engine (each round is one fork: use --rounds)");
            }
        }
        Double target = targetCi == null ? null : percent(targetCi, "--target-ci") / 100.0;
        if (target != null && (target <= 0)) {
            throw new BadInputException("--target-ci must be above 0%");
        }
        if (target != null && rounds < 2) {
            rounds = 2; // an interval needs two rounds
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
        for (Map<String, ?> m : List.of(sideJava, sideJar, args)) {
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
            list.add(new RoundsEngine.Side(l, sideJava.getOrDefault(l, javaPath), j.toAbsolutePath(), args.getOrDefault(l, List.of())));
        }
        if (pin != null && !onPath("taskset")) {
            spec.commandLine().getErr().println("rounds: warning: --pin " + pin + ": no taskset on this machine, not pinned");
            pin = null;
        }
        return new RoundsEngine.Settings(regex, jmhArgs, list, rounds, Math.max(maxRounds, rounds), target,
                budget == null ? null : duration(budget), seed != null ? seed : System.nanoTime() & 0xFFFFFFFL,
                "none".equals(forkHeap) ? null : forkHeap, pin, ignoreLock, results.toAbsolutePath(), name, root.root(), script,
                stats.significance(), stats.thresholdFraction());
    }

    private static Path ownJar() {
        try {
            Path p = Paths.get(RoundsCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(p)) {
                return p;
            }
        } catch (Exception e) {
            // fall through
        }
        throw new BadInputException("not run from perf.jar: give --jar");
    }

    private static boolean onPath(String program) {
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

    static double percent(String text, String what) {
        return Significance.percent(text, what);
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
}

package dev.jfpbench.report.rounds;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.JmhResults;
import dev.jfpbench.report.ResultStore;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.Significance;

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
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Runs benchmarks in paired rounds. Each round runs one fork ({@code -f 1}) of every selected benchmark on
 * every side, one JMH invocation each, in an order shuffled anew each round from one recorded seed, so a
 * slow spell of the machine falls on all configurations alike and the ratios within a round cancel it.
 * One invocation per benchmark (not one per round) because JMH runs the benchmarks of one invocation in its
 * own fixed order. Rounds continue to a fixed count, or with a target until every requested ratio's
 * interval is that narrow, within a time budget. Each side's rounds are kept (one JMH JSON per round) and
 * merged into one JMH JSON result with a sidecar that records the seed, the order and the load.
 */
public final class RoundsEngine {
    /** The label of the one side of a run given no {@code --side}. */
    public static final String DEFAULT_SIDE = "run";

    /** One configuration: a label, its java, its perf.jar and extra JMH arguments. */
    public record Side(String label, String java, Path jar, List<String> jmhArgs) {
        public Side {
            jmhArgs = List.copyOf(jmhArgs);
        }
    }

    /**
     * What to run and when to stop. {@code rounds}: the rounds to run, or with {@code targetCi} (a fraction)
     * the least; {@code budget}: stop starting rounds when the next would end after it (null: none).
     */
    public record Settings(String regex, List<String> jmhArgs, List<Side> sides, int rounds, int maxRounds, Double targetCi,
                           Duration budget, long seed, String forkHeap, String pinCpus, boolean ignoreLock, Path results,
                           String name, Path root, String script, Significance significance, double threshold) {
        public Settings {
            jmhArgs = List.copyOf(jmhArgs);
            sides = List.copyOf(sides);
        }
    }

    /** A run that could not complete (JMH failed): what it has stays in results/tmp/. */
    public static final class RunFailedException extends RuntimeException {
        public RunFailedException(String message) {
            super(message);
        }
    }

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);
    private static final String LOCK_MESSAGE = "Unable to acquire the JMH lock";
    private static final Duration LOCK_WAIT = Duration.ofMinutes(30);

    private final Settings s;
    private final PrintWriter out;
    private final PrintWriter err;

    public RoundsEngine(Settings settings, PrintWriter out, PrintWriter err) {
        this.s = settings;
        this.out = out;
        this.err = err;
    }

    /** One benchmark on one side: a unit of a round. */
    record Unit(Side side, String benchmark) {
        String name() {
            return side.label() + " " + benchmark;
        }
    }

    /** The result: each side's saved file, by label. */
    public Map<String, Path> run() throws IOException, InterruptedException {
        Instant start = Instant.now();
        List<Double> loadBefore = Load.now();
        out.println("Load before: " + Load.describe(loadBefore));
        Map<String, List<String>> benchmarks = benchmarks();
        String session = STAMP.format(start) + "-" + s.name();
        Path tmp = s.results().resolve("tmp").resolve(session + "." + ProcessHandle.current().pid() + ".rounds");
        Files.createDirectories(tmp);
        out.printf(Locale.ROOT, "Rounds: %d benchmark(s) x %d side(s), seed %d, %s; round files in %s%n",
                benchmarks.values().stream().flatMap(List::stream).distinct().count(), s.sides().size(),
                s.seed(), stopRule(), tmp);

        Random random = new Random(s.seed());
        List<List<String>> order = new ArrayList<>();
        List<List<Double>> roundLoad = new ArrayList<>();
        Map<String, List<ArrayNode>> perSide = new LinkedHashMap<>();
        s.sides().forEach(side -> perSide.put(side.label(), new ArrayList<>()));
        List<String> firstCommand = null;
        String stop;
        for (int round = 1; ; round++) {
            Instant roundStart = Instant.now();
            roundLoad.add(Load.now());
            List<Unit> units = new ArrayList<>();
            for (Side side : s.sides()) {
                benchmarks.get(side.label()).forEach(b -> units.add(new Unit(side, b)));
            }
            Collections.shuffle(units, random);
            order.add(units.stream().map(Unit::name).toList());
            Map<String, List<ArrayNode>> thisRound = new LinkedHashMap<>();
            for (int i = 0; i < units.size(); i++) {
                Unit u = units.get(i);
                Path file = tmp.resolve(String.format(Locale.ROOT, "round-%03d-%02d.json", round, i + 1));
                List<String> cmd = command(u, file);
                if (firstCommand == null) {
                    firstCommand = cmd;
                }
                ArrayNode result = invoke(cmd, file, tmp.resolve(String.format(Locale.ROOT, "round-%03d.log", round)), round, i + 1, units.size(), u);
                thisRound.computeIfAbsent(u.side().label(), k -> new ArrayList<>()).add(result);
                Files.delete(file);
            }
            for (Side side : s.sides()) {
                ArrayNode r = Merge.concat(thisRound.get(side.label()));
                Merge.write(r, tmp.resolve(String.format(Locale.ROOT, "round-%03d-%s.json", round, side.label())));
                perSide.get(side.label()).add(r);
            }
            Duration elapsed = Duration.between(start, Instant.now());
            Duration perRound = elapsed.dividedBy(round);
            out.printf(Locale.ROOT, "Round %d done in %ds (load %s)%n", round, Duration.between(roundStart, Instant.now()).toSeconds(),
                    Load.describe(roundLoad.get(round - 1)));
            String why = stopAfter(round, perSide, elapsed, perRound);
            if (why != null) {
                stop = why;
                break;
            }
        }
        List<Double> loadAfter = Load.now();
        out.println("Load after: " + Load.describe(loadAfter));
        out.println("Stopped: " + stop);
        return save(session, tmp, perSide, order, stop, new RoundsInfo.Load(loadBefore, loadAfter, roundLoad), start, firstCommand);
    }

    private String stopRule() {
        String rule = s.targetCi() == null ? s.rounds() + " rounds"
                : "at least " + s.rounds() + " rounds, until every ratio's " + s.significance().describe() + " CI is within ±"
                + pct(s.targetCi()) + " (at most " + s.maxRounds() + " rounds)";
        return s.budget() == null ? rule : rule + ", budget " + s.budget().toSeconds() + "s";
    }

    /** Why to stop after this round, or null to go on. */
    private String stopAfter(int round, Map<String, List<ArrayNode>> perSide, Duration elapsed, Duration perRound) throws IOException {
        String budgetLeft = s.budget() == null ? null
                : elapsed.plus(perRound).compareTo(s.budget()) > 0 ? "time budget (" + s.budget().toSeconds() + "s) would be exceeded by another round of about "
                + perRound.toSeconds() + "s, after " + round + " round(s)" : null;
        if (s.targetCi() == null) {
            if (round >= s.rounds()) {
                return "the requested " + s.rounds() + " rounds are done";
            }
            return budgetLeft;
        }
        List<PairedRatios.Estimate> estimates = requested(perSide, round);
        if (estimates.isEmpty()) {
            throw new BadInputException("--target-ci: the selection has no ratio to narrow (no Default/Fast pair or format pair, and only one side)");
        }
        PairedRatios.Estimate widest = Collections.max(estimates, (a, b) -> Double.compare(a.ci().halfWidth(), b.ci().halfWidth()));
        out.printf(Locale.ROOT, "  widest CI after %d round(s): ±%s (%s)%n", round, widest.ci().defined() ? pct(widest.ci().halfWidth()) : "n/a", widest.name());
        if (round >= s.rounds() && widest.ci().halfWidth() <= s.targetCi()) {
            return "target reached: every ratio's " + s.significance().describe() + " CI is within ±" + pct(s.targetCi())
                    + " (widest ±" + pct(widest.ci().halfWidth()) + ") after " + round + " rounds";
        }
        if (round >= s.maxRounds()) {
            return "target NOT reached: " + s.maxRounds() + " rounds (the most allowed), widest CI ±" + pct(widest.ci().halfWidth())
                    + " (" + widest.name() + ")";
        }
        if (budgetLeft != null) {
            return "target NOT reached: " + budgetLeft + "; widest CI ±" + pct(widest.ci().halfWidth()) + " (" + widest.name() + ")";
        }
        return null;
    }

    /** The ratios the target applies to: each side against the first with several sides, else the pairs within the run. */
    private List<PairedRatios.Estimate> requested(Map<String, List<ArrayNode>> perSide, int rounds) throws IOException {
        Map<String, List<BenchmarkResult>> results = new LinkedHashMap<>();
        for (Map.Entry<String, List<ArrayNode>> e : perSide.entrySet()) {
            Path f = Files.createTempFile("rounds", ".json");
            try {
                Merge.write(Merge.rounds(e.getValue()), f);
                results.put(e.getKey(), JmhResults.read(f));
            } finally {
                Files.deleteIfExists(f);
            }
        }
        double c = s.significance().confidence();
        List<String> labels = new ArrayList<>(results.keySet());
        if (labels.size() == 1) {
            return PairedRatios.within(labels.get(0), results.get(labels.get(0)), rounds, c, s.threshold());
        }
        List<PairedRatios.Estimate> all = new ArrayList<>();
        for (int i = 1; i < labels.size(); i++) {
            all.addAll(PairedRatios.across(labels.get(0), results.get(labels.get(0)), labels.get(i), results.get(labels.get(i)), rounds, c, s.threshold()));
        }
        return all;
    }

    /**
     * The benchmarks the regex selects, per side label. A side whose jar lacks some (an older Jackson's) runs
     * the ones it has; they are said, and show as missing on that side in the report. A side with none: bad input.
     */
    private Map<String, List<String>> benchmarks() throws IOException, InterruptedException {
        Map<String, List<String>> bySide = new LinkedHashMap<>();
        TreeSet<String> all = new TreeSet<>();
        for (Side side : s.sides()) {
            List<String> cmd = new ArrayList<>(List.of(side.java(), "-Xmx256m", "-jar", side.jar().toString(), "-l", s.regex()));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(2, TimeUnit.MINUTES) || p.exitValue() != 0) {
                throw new BadInputException("cannot list the benchmarks of " + side.jar() + " with " + side.java() + ": "
                        + text.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("no output"));
            }
            List<String> names = List.copyOf(new TreeSet<>(text.lines().dropWhile(l -> !l.startsWith("Benchmarks:")).skip(1).map(String::trim)
                    .filter(l -> !l.isEmpty()).toList()));
            bySide.put(side.label(), names);
            all.addAll(names);
        }
        if (all.isEmpty()) {
            throw new BadInputException("no benchmark matches '" + s.regex() + "'" + (s.sides().size() > 1 ? " on any side" : ""));
        }
        for (Map.Entry<String, List<String>> e : bySide.entrySet()) {
            if (e.getValue().isEmpty()) {
                throw new BadInputException("no benchmark matches '" + s.regex() + "' on side " + e.getKey());
            }
            List<String> missing = all.stream().filter(n -> !e.getValue().contains(n)).toList();
            if (!missing.isEmpty()) {
                err.println("rounds: warning: side " + e.getKey() + " lacks " + missing.size() + " benchmark(s), run on the other sides only: " + missing);
            }
        }
        return bySide;
    }

    private List<String> command(Unit u, Path file) {
        List<String> cmd = new ArrayList<>();
        if (s.pinCpus() != null) {
            cmd.addAll(List.of("taskset", "-c", s.pinCpus()));
        }
        cmd.addAll(List.of(u.side().java(), "-Xmx256m"));
        if (s.ignoreLock()) {
            cmd.add("-Djmh.ignoreLock=true");
        }
        cmd.addAll(List.of("-jar", u.side().jar().toString(), "^" + u.benchmark().replace(".", "\\.") + "$", "-f", "1"));
        List<String> args = new ArrayList<>(s.jmhArgs());
        args.addAll(u.side().jmhArgs());
        String steady = s.forkHeap() == null ? "" : "-Xms" + s.forkHeap() + " -Xmx" + s.forkHeap() + " -XX:+AlwaysPreTouch";
        int append = args.indexOf("-jvmArgsAppend");
        if (append >= 0 && append + 1 < args.size()) {
            args.set(append + 1, (steady + " " + args.get(append + 1)).trim());
        } else if (!steady.isEmpty()) {
            args.addAll(List.of("-jvmArgsAppend", steady));
        }
        cmd.addAll(args);
        cmd.addAll(List.of("-foe", "true", "-rf", "json", "-rff", file.toString()));
        return cmd;
    }

    /** Runs one JMH invocation, waiting out another JMH's lock; its output goes to the round's log. */
    private ArrayNode invoke(List<String> cmd, Path file, Path log, int round, int index, int count, Unit u) throws IOException, InterruptedException {
        Instant waitingSince = null;
        while (true) {
            long before = Files.exists(log) ? Files.size(log) : 0;
            Files.writeString(log, "\n# " + String.join(" ", cmd) + "\n", StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
            int rc = p.waitFor();
            String output = tail(log, before);
            if (rc != 0 && output.contains(LOCK_MESSAGE)) {
                if (waitingSince == null) {
                    waitingSince = Instant.now();
                    err.println("rounds: another JMH run holds JMH's lock: waiting for it (at most " + LOCK_WAIT.toMinutes()
                            + " min; --ignore-lock runs beside it, at the cost of the measurement)");
                }
                if (Duration.between(waitingSince, Instant.now()).compareTo(LOCK_WAIT) > 0) {
                    throw new RunFailedException("another JMH run held JMH's lock for more than " + LOCK_WAIT.toMinutes() + " minutes");
                }
                Thread.sleep(5_000);
                continue;
            }
            if (rc != 0 || !Files.isRegularFile(file)) {
                String last = output.lines().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("no output");
                throw new RunFailedException("round " + round + ", " + u.name() + ": JMH failed (exit " + rc + "): " + last + " (log: " + log + ")");
            }
            ArrayNode result = Merge.read(file);
            out.printf(Locale.ROOT, "round %d [%d/%d] %-2s %s: %s%n", round, index, count, u.side().label(), shortName(u.benchmark()), scores(result));
            out.flush();
            return result;
        }
    }

    private static String tail(Path log, long from) throws IOException {
        byte[] all = Files.readAllBytes(log);
        return new String(all, (int) Math.min(from, all.length), (int) (all.length - Math.min(from, all.length)), StandardCharsets.UTF_8);
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

    /** Merges each side, writes its sidecar (by its own jar) with the rounds record, saves both, keeps the round files. */
    private Map<String, Path> save(String session, Path tmp, Map<String, List<ArrayNode>> perSide, List<List<String>> order, String stop,
                                   RoundsInfo.Load load, Instant start, List<String> command) throws IOException, InterruptedException {
        Instant end = Instant.now();
        Map<String, Path> saved = new LinkedHashMap<>();
        // One unnamed side: the run's name alone; named sides (even one, e.g. a one-JDK matrix) end with their label.
        boolean single = s.sides().size() == 1 && s.sides().get(0).label().equals(DEFAULT_SIDE);
        for (Side side : s.sides()) {
            String stem = single ? session : session + "-" + side.label();
            Path merged = s.results().resolve("tmp").resolve(stem + "." + ProcessHandle.current().pid() + ".json.partial");
            Merge.write(Merge.rounds(perSide.get(side.label())), merged);
            Path meta = RunMetadata.sidecarOf(merged);
            sidecar(side, merged, meta, start, end, command);
            saved.put(side.label(), ResultStore.publish(merged, meta, s.results(), stem));
        }
        Path dir = s.results().resolve(session + ".rounds");
        for (int n = 1; Files.exists(dir); n++) {
            dir = dir.resolveSibling(session + "-" + n + ".rounds");
        }
        Files.move(tmp, dir);
        Map<String, String> files = new LinkedHashMap<>();
        saved.forEach((label, path) -> files.put(label, path.getFileName().toString()));
        List<RoundsInfo.SideInfo> sides = s.sides().stream()
                .map(x -> new RoundsInfo.SideInfo(x.label(), x.java(), x.jar().toString(), x.jmhArgs())).toList();
        for (Side side : s.sides()) {
            new RoundsInfo(session, side.label(), sides, files, s.seed(), order.size(), order, stop, load, dir.getFileName().toString())
                    .addTo(RunMetadata.sidecarOf(saved.get(side.label())));
        }
        out.println("Rounds: " + dir);
        saved.values().forEach(p -> out.println("Result: " + p));
        return saved;
    }

    /** The sidecar, written by the side's own jar (its libraries, its benchmarks' sizes, its JDK). */
    private void sidecar(Side side, Path result, Path meta, Instant start, Instant end, List<String> command) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(side.java(), "-Xmx1g", "-Djava.awt.headless=true", "-cp", side.jar().toString(),
                "dev.jfpbench.report.ReportTool", "sidecar", "--result", result.toString(), "--out", meta.toString(),
                "--java", side.java(), "--start", DateTimeFormatter.ISO_INSTANT.format(start.truncatedTo(java.time.temporal.ChronoUnit.SECONDS)),
                "--end", DateTimeFormatter.ISO_INSTANT.format(end.truncatedTo(java.time.temporal.ChronoUnit.SECONDS)), "--exit-code", "0"));
        if (s.root() != null) {
            cmd.addAll(List.of("--root", s.root().toString()));
        }
        if (s.script() != null) {
            cmd.addAll(List.of("--script", s.script()));
        }
        cmd.add("--");
        cmd.addAll(command);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0 || !Files.exists(meta)) {
            throw new IOException("could not write the sidecar of side " + side.label() + ": " + text.trim());
        }
        text.lines().filter(l -> l.contains("warning")).forEach(err::println);
    }

    static String pct(double fraction) {
        return PairedSection.pct(fraction);
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
            int cpus = Runtime.getRuntime().availableProcessors();
            String values = load.stream().map(v -> String.format(Locale.ROOT, "%.2f", v)).collect(Collectors.joining(" "));
            return values + " (1/5/15 min) on " + cpus + " CPUs" + (load.get(0) > cpus ? ": BUSY, expect noise" : "");
        }
    }
}

package dev.jfpbench.runner;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;

/**
 * What the runner asks of JMH itself, never of its printed text: the benchmarks a regex selects in a jar (JMH's
 * own {@code META-INF/BenchmarkList}, matched as JMH matches), and the user's JMH options checked by JMH's own
 * parser, so that the options the runner sets are refused in one place.
 */
public final class Jmh {
    /** The options the runner sets for every invocation: a user's would change what is saved or how rounds pair. */
    static final List<String> RUNNER_OPTIONS = List.of("-rf", "-rff", "-o");

    private Jmh() {
    }

    /**
     * JMH's own switch to virtual benchmark threads (1.37: {@code BenchmarkHandler.ExecutorType}, read from this property
     * in the fork), as a benchmark's {@code @Fork} options hold it; JMH's virtual executor cannot start before JDK
     * {@value #VIRTUAL_THREADS_JDK}.
     */
    public static final String VIRTUAL_THREADS = "-Djmh.executor=VIRTUAL";
    public static final int VIRTUAL_THREADS_JDK = 21;

    /**
     * A selected benchmark: JMH's name, the keys (mode, parameter values) its invocation will produce, the seconds
     * one fork of it spends in its iterations (warm-up and measurement of every parameter combination it runs),
     * whether its forks run it on virtual threads, and whether it runs on more than one thread (JMH's threads, as the
     * options or its annotation set them; MAX counts); its warm-up, as the options or its annotations set it (iterations
     * and the nanoseconds of each), and its threads (MAX: -1).
     */
    public record Selected(String name, List<BenchmarkKey> keys, double seconds, boolean virtualThreads, boolean threaded,
                           int warmupIterations, long warmupNanos, int threads) {
        public Selected(String name, List<BenchmarkKey> keys, double seconds, boolean virtualThreads, boolean threaded) {
            this(name, keys, seconds, virtualThreads, threaded, 0, 0, 1);
        }
    }

    /**
     * The benchmarks of {@code jar} that {@code regex} selects (and the user's {@code -e} excludes do not), in
     * JMH's order: bad input when the jar has no benchmark list or nothing matches.
     */
    public static List<Selected> select(Path jar, String regex, List<String> jmhArgs) {
        String list;
        try (ZipFile z = new ZipFile(jar.toFile())) {
            var entry = z.getEntry(BenchmarkList.BENCHMARK_LIST.substring(1));
            if (entry == null) {
                throw new BadInputException(jar + ": no JMH benchmark list in it (not a benchmark jar)");
            }
            try (InputStream in = z.getInputStream(entry)) {
                list = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new BadInputException(jar + ": cannot read it as a jar (" + e.getMessage() + ")");
        }
        CommandLineOptions options = options(jmhArgs);
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(new PrintStream(PrintStream.nullOutputStream()), VerboseMode.SILENT);
        Map<String, TreeSet<BenchmarkKey>> byName = new LinkedHashMap<>();
        Map<String, Double> seconds = new LinkedHashMap<>();
        java.util.Set<String> threaded = new java.util.HashSet<>();
        java.util.Set<String> virtual = new java.util.HashSet<>();
        Map<String, long[]> warmup = new LinkedHashMap<>();
        for (BenchmarkListEntry e : BenchmarkList.fromString(list).find(quiet, List.of(regex), options.getExcludes())) {
            int t = options.getThreads().orElse(e.getThreads().orElse(1));
            warmup.putIfAbsent(e.getUsername(), new long[] {options.getWarmupIterations().orElse(e.getWarmupIterations().orElse(Defaults.WARMUP_ITERATIONS)),
                    options.getWarmupTime().orElse(e.getWarmupTime().orElse(Defaults.WARMUP_TIME)).convertTo(TimeUnit.NANOSECONDS), t});
            if (t != 1) {
                threaded.add(e.getUsername()); // Threads.MAX is -1: every CPU
            }
            for (var args : List.of(e.getJvmArgs(), e.getJvmArgsPrepend(), e.getJvmArgsAppend())) {
                if (args.orElse(List.of()).contains(VIRTUAL_THREADS)) {
                    virtual.add(e.getUsername());
                }
            }
            TreeSet<BenchmarkKey> keys = byName.computeIfAbsent(e.getUsername(), k -> new TreeSet<>());
            for (Map<String, String> p : combinations(e.getParams().orElse(Map.of()))) {
                keys.add(BenchmarkKey.of(e.getUsername(), e.getMode().shortLabel(), p));
            }
            seconds.merge(e.getUsername(), iterationSeconds(e, options) * runs(e, options), Double::sum);
        }
        List<Selected> out = new ArrayList<>();
        byName.forEach((n, k) -> out.add(new Selected(n, List.copyOf(k), seconds.get(n), virtual.contains(n), threaded.contains(n),
                (int) warmup.get(n)[0], warmup.get(n)[1], (int) warmup.get(n)[2])));
        return out;
    }

    /**
     * {@code selected} without what the forks' {@code java} (null: this JVM's) cannot run: the benchmarks on virtual
     * threads before JDK {@value #VIRTUAL_THREADS_JDK}, named in one line on {@code err} after {@code who}; bad input
     * (that line) when nothing is left. Asks the java its version only when such a benchmark is selected.
     */
    static List<Selected> runnableOn(String java, List<Selected> selected, String who, java.io.PrintWriter err) {
        List<String> virtual = selected.stream().filter(Selected::virtualThreads).map(s -> simple(s.name())).toList();
        if (virtual.isEmpty()) {
            return selected;
        }
        int jdk = java == null ? Runtime.version().feature() : Environment.jdkOf(java).major();
        if (jdk >= VIRTUAL_THREADS_JDK) {
            return selected;
        }
        String line = who + ": leaving out " + virtual.size() + " benchmark(s) on virtual threads, which need JDK " + VIRTUAL_THREADS_JDK
                + "+ (the forks' java is JDK " + jdk + (java == null ? "" : ", " + java) + "): " + String.join(", ", virtual);
        List<Selected> left = selected.stream().filter(s -> !s.virtualThreads()).toList();
        if (left.isEmpty()) {
            throw new BadInputException(line + "; nothing else is selected");
        }
        err.println(line);
        err.flush();
        return left;
    }

    /** {@code Class.method} of a benchmark's full name. */
    static String simple(String name) {
        return name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1);
    }

    /**
     * The seconds one parameter combination of {@code e} spends iterating in a fork: warm-up and measurement, as the
     * options set them, else the benchmark's annotations, else JMH's defaults (JMH's own precedence).
     */
    static double iterationSeconds(BenchmarkListEntry e, CommandLineOptions o) {
        int wi = o.getWarmupIterations().orElse(e.getWarmupIterations().orElse(Defaults.WARMUP_ITERATIONS));
        TimeValue w = o.getWarmupTime().orElse(e.getWarmupTime().orElse(Defaults.WARMUP_TIME));
        int i = o.getMeasurementIterations().orElse(e.getMeasurementIterations().orElse(Defaults.MEASUREMENT_ITERATIONS));
        TimeValue r = o.getMeasurementTime().orElse(e.getMeasurementTime().orElse(Defaults.MEASUREMENT_TIME));
        return (wi * w.convertTo(TimeUnit.MICROSECONDS) + i * r.convertTo(TimeUnit.MICROSECONDS)) / 1e6;
    }

    /** How many parameter combinations of {@code e} a fork runs: a {@code -p} of the options replaces that parameter's values. */
    static int runs(BenchmarkListEntry e, CommandLineOptions o) {
        int n = 1;
        for (Map.Entry<String, String[]> p : e.getParams().orElse(Map.of()).entrySet()) {
            n *= o.getParameter(p.getKey()).hasValue() ? o.getParameter(p.getKey()).get().size() : p.getValue().length;
        }
        return n;
    }

    /** Every combination of the parameters' values (one empty map without parameters). */
    static List<Map<String, String>> combinations(Map<String, String[]> params) {
        List<Map<String, String>> out = new ArrayList<>(List.of(Map.of()));
        for (Map.Entry<String, String[]> p : new java.util.TreeMap<>(params).entrySet()) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> m : out) {
                for (String v : p.getValue()) {
                    Map<String, String> c = new LinkedHashMap<>(m);
                    c.put(p.getKey(), v);
                    next.add(c);
                }
            }
            out = next;
        }
        return out;
    }

    /** The user's JMH options as JMH parses them; bad input (JMH's own message) when JMH would refuse them. */
    static CommandLineOptions options(List<String> jmhArgs) {
        try {
            return new CommandLineOptions(jmhArgs.toArray(new String[0]));
        } catch (CommandLineOptionException e) {
            throw new BadInputException("JMH options " + jmhArgs + ": " + e.getMessage());
        }
    }

    /**
     * Checks the user's JMH options: no benchmark regex among them (the runner passes the one given), none of
     * {@link #RUNNER_OPTIONS}, and no {@code -f} when {@code forksAreRounds} (each round is one fork).
     */
    static CommandLineOptions check(List<String> jmhArgs, boolean forksAreRounds) {
        for (String a : jmhArgs) {
            if (RUNNER_OPTIONS.contains(a)) {
                throw new BadInputException("JMH option " + a + " is set by the runner (it saves the result itself)");
            }
            if (forksAreRounds && (a.equals("-f") || a.matches("-f\\d+"))) {
                throw new BadInputException("JMH option " + a + ": each round is one fork here (use --rounds)");
            }
        }
        CommandLineOptions o = options(jmhArgs);
        if (!o.getIncludes().isEmpty()) {
            throw new BadInputException("JMH options " + jmhArgs + " select benchmarks (" + o.getIncludes() + "): give the selection once, as REGEX");
        }
        return o;
    }

    /** JMH's regex that selects exactly this benchmark. */
    static String exact(String name) {
        return "^" + java.util.regex.Pattern.quote(name) + "$";
    }

    /** Ends a process and everything it started (JMH's forks), waiting briefly. */
    static void destroyTree(Process p) {
        if (p == null) {
            return;
        }
        p.descendants().forEach(ProcessHandle::destroy);
        p.destroy();
        try {
            if (!p.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The last non-blank line of a file (a failed JMH's reason), or a fallback. */
    static String lastLine(Path log, String fallback) {
        try {
            return Files.readAllLines(log, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse(fallback);
        } catch (IOException e) {
            return fallback;
        }
    }
}

package dev.jfpbench.runner.turns;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.IterationType;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One side of a turn group, inside its JMH fork: each measurement iteration is a turn, started when the coordinator
 * ({@link TurnGroup}, in the runner) says GO and reported DONE when it ends, so that the sides of a comparison run
 * one after another, a millisecond each, on the same core at the same moments. Warm-up iterations run freely.
 *
 * <p>At the first turn it pins the JVM: JMH's worker threads to the turn CPUs, every other thread (JIT, GC, JMH's own)
 * to the rest, so that only the benchmark of the side holding the turn runs on the turn core. Each turn it reports,
 * beside JMH's own score, how long the workers waited for a CPU another task held ({@code turn.wait}, from the
 * kernel's schedstat), the turn's wall time ({@code turn.wall}), the collections in it ({@code turn.gc}), how long its
 * collector waited for a CPU in it ({@code turn.gcwait}: the VM thread's wait and the longest of its GC threads', the
 * part of a pause another task's slices added, the workers being stopped then, not waiting) and the operations JMH
 * measured in it ({@code turn.ops}), so that a side's turns add up to its time and operations.
 *
 * <p>This class runs in forks of any perf.jar, an older one too (the runner puts it on the class path in a jar of its
 * own, {@link TurnsJar}): it uses the JDK and JMH's profiler API only. Options ({@code -prof CLASS:OPTIONS}),
 * {@code ;}-separated: {@code port} (the coordinator's, on the loopback), {@code member} (this side's index),
 * {@code cpus} and {@code rest} (taskset lists, or {@code none}: leave the threads where they are), {@code timeout}
 * (seconds to wait for a turn before giving up, a safety net: the coordinator times turns itself).
 */
public final class TurnsProfiler implements InternalProfiler {
    /** The labels of the secondary results, per iteration. */
    public static final String WAIT = "turn.wait";
    public static final String WALL = "turn.wall";
    public static final String GC = "turn.gc";
    public static final String OPS = "turn.ops";
    public static final String GC_WAIT = "turn.gcwait";

    private final int port;
    private final int member;
    private final String cpus;
    private final String rest;
    private final long timeoutMillis;

    private Socket socket;
    private BufferedReader in;
    private OutputStream out;
    private int turn;
    private List<Path> workers = List.of();
    private String pinned = "no";
    private long opNanos = -1;
    private long startNanos;
    private long[] schedBefore;
    private long gcBefore;
    /** The collector's threads (the VM thread and the GC workers; looked up again after a turn with a collection: G1 starts workers as it needs them), the VM thread's, and each one's wait (ns) at the turn's start. */
    private List<Path> collectors = List.of();
    private Path vmThread;
    private Map<Path, Long> collectorBefore = Map.of();
    /** The last turn's report, sent when its JMH bookkeeping is over (at the next turn's start, or at the last turn's end). */
    private String done;

    public TurnsProfiler(String options) {
        Map<String, String> o = options(options);
        port = Integer.parseInt(required(o, "port"));
        member = Integer.parseInt(required(o, "member"));
        cpus = o.getOrDefault("cpus", "none");
        rest = o.getOrDefault("rest", "none");
        timeoutMillis = TimeUnit.SECONDS.toMillis(Long.parseLong(o.getOrDefault("timeout", "3600")));
        quietMillis = Long.parseLong(o.getOrDefault("quiet", "0"));
        settleMaxMillis = Long.parseLong(o.getOrDefault("settle", "5000"));
    }

    private final long quietMillis;
    private final long settleMaxMillis;

    /**
     * Waits, the workers idle, until this JVM's other threads (its JIT compilers above all, and its collector's
     * concurrent work) have been quiet, using at most a twentieth of a CPU, for {@code quietMillis} (at most
     * {@code settleMaxMillis} in all): what the warm-up asked them to do is done before the first turn. Returns the
     * milliseconds waited.
     */
    private long settle() {
        if (quietMillis <= 0) {
            return 0;
        }
        String self;
        try {
            self = Path.of("/proc/thread-self").toRealPath().getFileName().toString();
        } catch (IOException e) {
            return 0;
        }
        long start = System.nanoTime();
        java.util.ArrayDeque<long[]> window = new java.util.ArrayDeque<>();
        while (true) {
            long now = System.nanoTime();
            long busy = 0;
            for (Path t : tasks(name -> true)) {
                if (!t.getFileName().toString().equals(self)) {
                    busy += sched(List.of(t))[0];
                }
            }
            window.addLast(new long[] {now, busy});
            while (now - window.peekFirst()[0] > TimeUnit.MILLISECONDS.toNanos(quietMillis)) {
                window.removeFirst();
            }
            long[] first = window.peekFirst();
            boolean full = now - start >= TimeUnit.MILLISECONDS.toNanos(quietMillis);
            if (full && busy - first[1] <= (now - first[0]) / 20 || now - start >= TimeUnit.MILLISECONDS.toNanos(settleMaxMillis)) {
                return TimeUnit.NANOSECONDS.toMillis(now - start);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            }
        }
    }

    static Map<String, String> options(String options) {
        Map<String, String> o = new HashMap<>();
        for (String kv : String.valueOf(options).split(";")) {
            String[] p = kv.split("=", 2);
            if (p.length == 2) {
                o.put(p[0].trim(), p[1].trim());
            }
        }
        return o;
    }

    private static String required(Map<String, String> o, String key) {
        String v = o.get(key);
        if (v == null || v.isEmpty()) {
            throw new IllegalArgumentException("TurnsProfiler needs " + key + "=... among its options");
        }
        return v;
    }

    @Override
    public String getDescription() {
        return "jfp-bench turns: each measurement iteration a turn on one core, taken in turns with the other sides of a comparison";
    }

    @Override
    public void beforeIteration(BenchmarkParams b, IterationParams it) {
        startNanos = System.nanoTime();
        if (it.getType() != IterationType.MEASUREMENT) {
            return;
        }
        try {
            if (socket == null) {
                hello(b, it);
            }
            if (done != null) {
                send(done);
                done = null;
            }
            turn++;
            String go = read();
            if (!go.equals("GO " + turn)) {
                throw new IOException("expected GO " + turn + " from the coordinator, got '" + go + "'");
            }
            schedBefore = sched(workers);
            gcBefore = collections();
            collectorBefore = waits(collectors);
            startNanos = System.nanoTime();
        } catch (IOException e) {
            throw new UncheckedIOException("turns, side " + member + ": " + e.getMessage(), e);
        }
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams b, IterationParams it, IterationResult r) {
        long wall = System.nanoTime() - startNanos;
        if (it.getType() != IterationType.MEASUREMENT) {
            long ops = r.getMetadata().getMeasuredOps();
            if (ops > 0) {
                opNanos = wall / ops; // the warm-up's pace: how long the turns will be
            }
            return List.of();
        }
        long[] sched = sched(workers);
        long wait = sched[1] - schedBefore[1];
        long gc = collections() - gcBefore;
        long gcWait = collectorWait(collectorBefore, waits(collectors), vmThread);
        if (gc > 0) {
            findCollectors();
        }
        // JMH hands the iteration's result to its host after this: the next side's turn starts once that is done
        done = String.format(Locale.ROOT, "DONE %d wall=%d wait=%d run=%d gc=%d gcwait=%d", turn, wall, wait, sched[0] - schedBefore[0], gc, gcWait);
        if (turn == it.getCount()) {
            try {
                send(done);
            } catch (IOException e) {
                throw new UncheckedIOException("turns, side " + member + ": " + e.getMessage(), e);
            }
            done = null;
            close();
        }
        return List.of(new ScalarResult(WAIT, wait / 1e3, "us", AggregationPolicy.AVG),
                new ScalarResult(WALL, wall / 1e3, "us", AggregationPolicy.AVG),
                new ScalarResult(GC, gc, "#", AggregationPolicy.SUM),
                new ScalarResult(GC_WAIT, gcWait / 1e3, "us", AggregationPolicy.AVG),
                new ScalarResult(OPS, r.getMetadata().getMeasuredOps(), "ops", AggregationPolicy.SUM));
    }

    /** Connects, pins the threads and says who this side is; the coordinator answers with the first GO once all have. */
    private void hello(BenchmarkParams b, IterationParams it) throws IOException {
        socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setTcpNoDelay(true);
        socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, timeoutMillis));
        in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        out = socket.getOutputStream();
        workers = workers(b.getBenchmark(), b.getThreads());
        pinned = pin(workers, b.getThreads());
        findCollectors();
        long settled = settle();
        turn = 0;
        send(String.format(Locale.ROOT, "HELLO member=%d pid=%d iterations=%d time=%d op=%d threads=%d workers=%d pinned=%s settled=%d benchmark=%s params=%s",
                member, ProcessHandle.current().pid(), it.getCount(), it.getTime().convertTo(TimeUnit.NANOSECONDS), opNanos, b.getThreads(),
                workers.size(), pinned, settled, b.getBenchmark(), params(b)));
    }

    private static String params(BenchmarkParams b) {
        List<String> p = new ArrayList<>();
        for (String k : b.getParamsKeys()) {
            p.add(k + "=" + b.getParam(k));
        }
        return String.join(",", p).replace(' ', '_');
    }

    /**
     * Pins JMH's workers to {@code cpus} and every other thread of this JVM to {@code rest} (either "none": left as
     * they are); says what it did: "workers", "all" (the workers were not found, every thread went to the turn CPUs),
     * "no" (nothing to pin, or no taskset).
     */
    private String pin(List<Path> found, int threads) {
        if (cpus.equals("none")) {
            return "no";
        }
        long pid = ProcessHandle.current().pid();
        if (found.size() != threads || rest.equals("none")) {
            return taskset("-a", "-p", "-c", cpus, Long.toString(pid)) ? (found.size() == threads ? "workers" : "all") : "no";
        }
        if (!taskset("-a", "-p", "-c", rest, Long.toString(pid))) {
            return "no";
        }
        for (Path w : found) {
            if (!taskset("-p", "-c", cpus, w.getFileName().toString())) {
                return "no";
            }
        }
        // a stop-the-world pause stops this side's workers in its own turn: its collector may use every CPU then, as it would
        for (Path t : tasks(TurnsProfiler::collector)) {
            taskset("-p", "-c", cpus + "," + rest, t.getFileName().toString());
        }
        return "workers";
    }

    private void findCollectors() {
        collectors = tasks(TurnsProfiler::collector);
        vmThread = collectors.stream().filter(t -> VM_THREAD.equals(comm(t))).findFirst().orElse(null);
    }

    private static String comm(Path task) {
        try {
            return Files.readString(task.resolve("comm")).trim();
        } catch (IOException e) {
            return ""; // the thread ended
        }
    }

    /** {@code taskset ARGS}, true when it worked; the runner's pinning uses it too (the profiler stays one class, copied alone into its jar). */
    static boolean taskset(String... args) {
        List<String> cmd = new ArrayList<>(List.of("taskset"));
        cmd.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * The task folders of JMH's worker threads in this JVM: the kernel keeps a thread's name to 15 bytes, so a worker
     * ("BENCHMARK-jmh-worker-N") is a thread whose name is that prefix; with none, JDK 21's virtual threads' carriers.
     */
    static List<Path> workers(String benchmark, int threads) {
        String prefix = truncate(benchmark + "-jmh-worker-");
        List<Path> found = tasks(name -> name.startsWith(prefix));
        return found.isEmpty() ? tasks(name -> name.startsWith(truncate("ForkJoinPool-"))) : found;
    }

    static String truncate(String name) {
        byte[] b = name.getBytes(StandardCharsets.UTF_8);
        return b.length <= 15 ? name : new String(b, 0, 15, StandardCharsets.UTF_8);
    }

    private static List<Path> tasks(java.util.function.Predicate<String> name) {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("/proc/self/task"))) {
            for (Path t : (Iterable<Path>) s::iterator) {
                if (name.test(comm(t))) {
                    out.add(t);
                }
            }
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        return out;
    }

    /** The workers' time on a CPU and waiting for one, in nanoseconds (the kernel's schedstat), summed; zeros without it. */
    static long[] sched(List<Path> tasks) {
        long run = 0;
        long wait = 0;
        for (Path t : tasks) {
            try {
                String[] f = Files.readString(t.resolve("schedstat")).trim().split("\\s+");
                run += Long.parseLong(f[0]);
                wait += Long.parseLong(f[1]);
            } catch (IOException | RuntimeException e) {
                // no schedstat (another kernel) or the thread ended: counts nothing
            }
        }
        return new long[] {run, wait};
    }

    /** Each of {@code threads}' wait for a CPU so far (ns), by task folder. */
    static Map<Path, Long> waits(List<Path> threads) {
        Map<Path, Long> out = new HashMap<>();
        for (Path t : threads) {
            out.put(t, sched(List.of(t))[1]);
        }
        return out;
    }

    static boolean collector(String name) {
        return name.startsWith("GC Thread#") || name.equals(VM_THREAD);
    }

    private static final String VM_THREAD = "VM Thread";

    /**
     * What a turn's collector waited (ns): the VM thread's wait, which is serial, and the longest of the GC workers',
     * which wait side by side (their sum would count one stretch of a pause once per worker). A thread not in both
     * look-ups counts nothing.
     */
    static long collectorWait(Map<Path, Long> before, Map<Path, Long> after, Path vmThread) {
        long vm = 0;
        long workers = 0;
        for (Map.Entry<Path, Long> e : after.entrySet()) {
            Long b = before.get(e.getKey());
            if (b != null) {
                long w = Math.max(0, e.getValue() - b);
                if (e.getKey().equals(vmThread)) {
                    vm = w;
                } else {
                    workers = Math.max(workers, w);
                }
            }
        }
        return vm + workers;
    }

    /** Looked up once: each look-up builds the beans' names anew. */
    private static final List<GarbageCollectorMXBean> COLLECTORS = ManagementFactory.getGarbageCollectorMXBeans();

    private static long collections() {
        long n = 0;
        for (GarbageCollectorMXBean g : COLLECTORS) {
            n += Math.max(0, g.getCollectionCount());
        }
        return n;
    }

    private String read() throws IOException {
        String line;
        try {
            line = in.readLine();
        } catch (SocketTimeoutException e) {
            throw new IOException("no turn within " + timeoutMillis / 1000 + " s: the coordinator or another side is gone");
        }
        if (line == null) {
            throw new IOException("the coordinator ended the turns");
        }
        if (line.startsWith("ABORT")) {
            throw new IOException("the coordinator stopped the turns: " + line.substring(5).trim());
        }
        return line;
    }

    private void send(String line) throws IOException {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing
        }
        socket = null;
    }
}

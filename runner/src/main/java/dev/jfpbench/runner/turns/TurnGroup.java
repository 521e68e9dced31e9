package dev.jfpbench.runner.turns;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The coordinator of one turn group: the JMH invocations of the sides of a comparison (two benchmarks of one jar, or
 * one benchmark of two jars or on two JDKs, or a ring of several), started at once, each a fork that warms up freely
 * and then takes its measurement iterations in turns with the others on the turn CPUs: a GO to one side, its DONE,
 * a GO to the next, round the ring, {@code turns} times ({@link TurnsProfiler} is the sides' end). Turn {@code k} of
 * every side is one paired sample. Which side starts the ring is drawn for each fork from the seed.
 *
 * <p>Nothing is left waiting: a side whose process ends, or that does not reach its turns within the warm-up timeout,
 * or does not end a turn within the turn timeout, ends the group (every process of it stopped, one line naming the
 * side), and so do sides that would pair unequal iteration counts.
 */
public final class TurnGroup {
    /** One side: its label (for messages), its JMH command (without the profiler), and where its log goes. */
    public record Member(String label, List<String> command, Path log) {
    }

    /**
     * What the group measures with: the turns per fork and JMH's iteration time (ns), the turn CPUs and the rest (taskset
     * lists; null: unpinned), how long a side may take to reach its first turn and how long one turn may last at least,
     * how long a side's JVM must have been quiet before its first turn (ms; 0: no wait), and the most seconds a side's
     * turns may take before the group stops to be planned again with fewer turns (0: never).
     */
    public record Design(int turns, long iterationNanos, String cpus, String rest, Duration firstTimeout, Duration turnTimeout,
                         long quietMillis, double replanSeconds) {
    }

    /** One turn of one side, as its fork reported it: wall time, time waiting for a CPU, time on one (ns), collections; and the coordinator's span. */
    public record Turn(int turn, int member, long wall, long waited, long run, long gc, long span) {
    }

    /**
     * A fork of every side taken in turns: who started the ring, what each side said at hello, every turn, and the
     * seconds from the start (or the previous phase's end) to the last hello (start-up, warm-up, settling) and of the turns.
     */
    public record Phase(int first, List<String> hellos, List<Turn> turns, double warmSeconds, double turnSeconds) {
    }

    /** A group that could not complete: the message names the side. */
    public static final class Failed extends RuntimeException {
        public Failed(String message) {
            super(message);
        }
    }

    /** The turns would take far longer than planned (the operations are longer than the turn): plan again with {@code opNanos}. */
    public static final class Replan extends RuntimeException {
        private final long opNanos;

        Replan(long opNanos) {
            super("the operations take " + opNanos / 1_000_000 + " ms: fewer turns");
            this.opNanos = opNanos;
        }

        public long opNanos() {
            return opNanos;
        }
    }

    private final List<Member> members;
    private final Design design;
    private final Random random;
    private final Consumer<Process> started;
    private final List<Process> processes = new ArrayList<>();
    private BufferedReader[] readers;
    private List<String> hellos;

    /** {@code started}: told of each process as it starts (a shutdown hook's list). */
    public TurnGroup(List<Member> members, Design design, long seed, Consumer<Process> started) {
        if (members.size() < 2) {
            throw new IllegalArgumentException("a turn group needs two sides or more, got " + members.size());
        }
        this.members = List.copyOf(members);
        this.design = design;
        this.random = new Random(seed);
        this.started = started;
    }

    /** The processes started, in member order. */
    public List<Process> processes() {
        synchronized (processes) {
            return List.copyOf(processes);
        }
    }

    /** The option that puts {@link TurnsProfiler} in a side's forks. */
    static List<String> profiler(int port, int member, Design d) {
        long timeout = Math.max(3600, d.firstTimeout().toSeconds() + 60);
        return List.of("-prof", TurnsProfiler.class.getName() + ":port=" + port + ";member=" + member + ";cpus=" + (d.cpus() == null ? "none" : d.cpus())
                + ";rest=" + (d.rest() == null ? "none" : d.rest()) + ";timeout=" + timeout + ";quiet=" + d.quietMillis());
    }

    /**
     * Starts every side, takes their forks through their turns, waits for them to end; returns the phases (one per
     * fork of each side, in order). Each process's exit code and result file are the caller's to check.
     */
    public List<Phase> run() throws IOException, InterruptedException {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(250);
            for (int i = 0; i < members.size(); i++) {
                Member m = members.get(i);
                List<String> cmd = new ArrayList<>(m.command());
                cmd.addAll(profiler(server.getLocalPort(), i, design));
                Files.writeString(m.log(), "\n# " + String.join(" ", cmd) + "\n", StandardCharsets.UTF_8,
                        java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
                Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(m.log().toFile())).start();
                synchronized (processes) {
                    processes.add(p);
                }
                started.accept(p);
            }
            List<Phase> phases = new ArrayList<>();
            long mark = System.nanoTime();
            while (true) {
                Socket[] sockets = accept(server, phases.isEmpty());
                if (sockets == null) {
                    break;
                }
                try {
                    long ready = System.nanoTime();
                    Phase p = turns(sockets);
                    long end = System.nanoTime();
                    phases.add(new Phase(p.first(), p.hellos(), p.turns(), (ready - mark) / 1e9, (end - ready) / 1e9));
                    mark = end;
                } finally {
                    closeAll(sockets);
                }
            }
            for (int i = 0; i < members.size(); i++) {
                if (!processes.get(i).waitFor(5, TimeUnit.MINUTES)) {
                    throw fail("side " + members.get(i).label() + " did not end within 5 minutes of its last turn");
                }
            }
            return phases;
        } catch (IOException | InterruptedException | RuntimeException e) {
            stop();
            throw e;
        }
    }

    /** Stops every process of the group and what it started (JMH's forks). */
    public void stop() {
        for (Process p : processes()) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
        }
        for (Process p : processes()) {
            try {
                if (!p.waitFor(10, TimeUnit.SECONDS)) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Every side's next fork, connected and said hello, in member order; null when every side's process has ended
     * (none connected). A side that ends while others go on, or that is late beyond the warm-up timeout: failed.
     */
    private Socket[] accept(ServerSocket server, boolean first) throws IOException {
        Socket[] sockets = new Socket[members.size()];
        BufferedReader[] ins = new BufferedReader[members.size()];
        String[] said = new String[members.size()];
        long deadline = System.nanoTime() + design.firstTimeout().toNanos();
        int connected = 0;
        while (connected < members.size()) {
            Socket s = null;
            try {
                s = server.accept();
            } catch (SocketTimeoutException e) {
                // look at the processes
            }
            if (s != null) {
                s.setTcpNoDelay(true);
                s.setSoTimeout((int) Math.min(Integer.MAX_VALUE, design.firstTimeout().toMillis()));
                BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                String hello = r.readLine();
                Map<String, String> h = hello == null ? Map.of() : fields(hello);
                int m = h.containsKey("member") ? Integer.parseInt(h.get("member")) : -1;
                if (m < 0 || m >= members.size() || sockets[m] != null) {
                    closeQuietly(s);
                    continue;
                }
                sockets[m] = s;
                ins[m] = r;
                said[m] = hello;
                connected++;
                continue;
            }
            boolean anyAlive = false;
            for (int i = 0; i < members.size(); i++) {
                Process p = processes.get(i);
                if (p.isAlive()) {
                    anyAlive = true;
                } else if (sockets[i] == null && (connected > 0 || first)) {
                    // after a fork's turns the sides end one by one: only a side missing while another is at its next turns is a failure
                    closeAll(sockets);
                    throw fail("side " + members.get(i).label() + " ended (exit " + p.exitValue() + ") before its turns"
                            + (first ? "" : " while another side went on") + ": " + lastLine(members.get(i).log()));
                }
            }
            if (!anyAlive && connected == 0) {
                return null;
            }
            if (System.nanoTime() > deadline) {
                closeAll(sockets);
                List<String> late = new ArrayList<>();
                for (int i = 0; i < members.size(); i++) {
                    if (sockets[i] == null) {
                        late.add(members.get(i).label());
                    }
                }
                throw fail("side " + String.join(", ", late) + " did not reach its turns within " + design.firstTimeout().toSeconds() + " s of warm-up");
            }
        }
        check(said, sockets);
        readers = ins;
        hellos = Arrays.asList(said);
        pinHosts();
        return sockets;
    }

    /**
     * Every side must pair the same number of turns, the design's: refused (failed) otherwise, naming them. Turns far
     * longer than planned (an operation longer than a turn) stop the group to be planned again (once: the caller's).
     */
    private void check(String[] said, Socket[] sockets) {
        List<String> counts = new ArrayList<>();
        boolean equal = true;
        long op = 0;
        for (int i = 0; i < said.length; i++) {
            Map<String, String> f = fields(said[i]);
            counts.add(members.get(i).label() + " " + f.get("iterations"));
            equal &= String.valueOf(design.turns()).equals(f.get("iterations"));
            op = Math.max(op, Long.parseLong(f.getOrDefault("op", "-1")));
        }
        if (!equal) {
            closeAll(sockets);
            throw fail("refused: the sides would pair unequal turns (measurement iterations: " + String.join(", ", counts) + "; the design has "
                    + design.turns() + ")");
        }
        if (design.replanSeconds() > 0 && design.turns() * (double) Math.max(op, design.iterationNanos()) / 1e9 > design.replanSeconds()) {
            closeAll(sockets);
            stop();
            throw new Replan(op);
        }
    }

    /** JMH's host JVMs (which print each iteration) to the rest, off the turn CPUs. */
    private void pinHosts() {
        if (design.rest() == null) {
            return;
        }
        for (Process p : processes()) {
            TurnsProfiler.taskset("-a", "-p", "-c", design.rest(), Long.toString(p.pid()));
        }
    }

    /** Pins the calling thread to {@code cpus}; false when it cannot. */
    static boolean pinThisThread(String cpus) {
        try {
            return TurnsProfiler.taskset("-p", "-c", cpus, Path.of("/proc/thread-self").toRealPath().getFileName().toString());
        } catch (IOException e) {
            return false;
        }
    }

    /** One fork of every side through its turns. The token passes through this thread: on the turn CPUs meanwhile, off the busy rest. */
    private Phase turns(Socket[] sockets) throws IOException {
        boolean pin = design.cpus() != null;
        if (pin) {
            pinThisThread(design.cpus());
        }
        try {
            return turnsPinned(sockets);
        } finally {
            if (pin && design.rest() != null) {
                pinThisThread(design.cpus() + "," + design.rest());
            }
        }
    }

    /** Round the ring from a drawn side, each turn timed out. */
    private Phase turnsPinned(Socket[] sockets) throws IOException {
        int n = members.size();
        int first = random.nextInt(n);
        OutputStream[] outs = new OutputStream[n];
        long longest = 0;
        for (int i = 0; i < n; i++) {
            outs[i] = sockets[i].getOutputStream();
            longest = Math.max(longest, Long.parseLong(fields(hellos.get(i)).getOrDefault("op", "-1")));
        }
        // a turn lasts the iteration time or one operation, whichever is longer; allow far more before calling a side hung
        long expected = Math.max(design.iterationNanos(), longest);
        int timeout = (int) Math.min(Integer.MAX_VALUE, Math.max(design.turnTimeout().toMillis(), expected / 1_000_000 * 50));
        for (Socket s : sockets) {
            s.setSoTimeout(timeout);
        }
        List<Turn> turns = new ArrayList<>(design.turns() * n);
        for (int k = 1; k <= design.turns(); k++) {
            for (int j = 0; j < n; j++) {
                int m = (first + j) % n;
                long sent = System.nanoTime();
                send(outs[m], "GO " + k, m);
                String done;
                try {
                    done = readers[m].readLine();
                } catch (SocketTimeoutException e) {
                    throw fail("side " + members.get(m).label() + " did not end turn " + k + " within " + timeout / 1000 + " s (hung?)");
                } catch (IOException e) {
                    throw fail("side " + members.get(m).label() + " ended in turn " + k + exit(m) + " (" + e.getMessage() + "): " + lastLine(members.get(m).log()));
                }
                if (done == null) {
                    throw fail("side " + members.get(m).label() + " ended in turn " + k + exit(m) + ": " + lastLine(members.get(m).log()));
                }
                if (!done.startsWith("DONE " + k + " ")) {
                    throw fail("side " + members.get(m).label() + " answered '" + done + "' to turn " + k + ": the turns no longer pair");
                }
                Map<String, String> f = fields(done);
                turns.add(new Turn(k, m, Long.parseLong(f.get("wall")), Long.parseLong(f.get("wait")), Long.parseLong(f.get("run")),
                        Long.parseLong(f.get("gc")), System.nanoTime() - sent));
            }
        }
        return new Phase(first, hellos, turns, 0, 0);
    }

    private void send(OutputStream out, String line, int member) {
        try {
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw fail("side " + members.get(member).label() + " is gone (" + e.getMessage() + "): " + lastLine(members.get(member).log()));
        }
    }

    /** "HELLO a=1 b=2" as a map (the word first is left out). */
    static Map<String, String> fields(String line) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String w : line.trim().split("\\s+")) {
            int eq = w.indexOf('=');
            if (eq > 0) {
                m.put(w.substring(0, eq), w.substring(eq + 1));
            }
        }
        return m;
    }

    private Failed fail(String message) {
        stop();
        return new Failed(message);
    }

    private static void closeAll(Socket[] sockets) {
        for (Socket s : sockets) {
            closeQuietly(s);
        }
    }

    private static void closeQuietly(Socket s) {
        if (s != null) {
            try {
                s.close();
            } catch (IOException e) {
                // closing
            }
        }
    }

    /** " (exit N)" once member {@code m}'s process has ended (a second at most), else nothing. */
    private String exit(int m) {
        Process p = processes().get(m);
        try {
            return p.waitFor(1, TimeUnit.SECONDS) ? " (exit " + p.exitValue() + ")" : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    /** The log's last line that says something: not a stack frame, so that a side's exception is named by its message. */
    static String lastLine(Path log) {
        try {
            return Files.readAllLines(log, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank())
                    .filter(l -> !l.strip().startsWith("at ") && !l.strip().matches("\\.\\.\\. \\d+ more"))
                    .reduce((a, b) -> b).map(String::strip).orElse("no output");
        } catch (IOException e) {
            return "no output";
        }
    }
}

package dev.jfpbench.report.rounds;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.RunMetadata;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How a run made in paired rounds was made: the {@code "rounds"} object of its sidecar (beside what
 * {@link RunMetadata} records, which ignores it). Fork {@code i} of every benchmark in the result is round
 * {@code i}; runs of one session ({@code session}) with different {@code side}s ran their rounds interleaved,
 * so they are paired round by round too.
 *
 * @param session  the session's name, shared by its sides' results
 * @param side     this result's side (e.g. "A"), one of {@code sides}
 * @param sides    every side of the session: label, java, jar, extra JMH arguments
 * @param files    each side's saved result (file name), by label
 * @param seed     the seed of the shuffles
 * @param rounds   how many rounds (= forks per benchmark in the result)
 * @param order    per round, the units in the order they ran ("A dev.jfpbench...method"), those run at once (a duet)
 *                 in one entry joined by {@link #AT_ONCE}
 * @param stop     why the session stopped adding rounds
 * @param load     the machine's load average (1, 5, 15 min) before and after, and at the start of each round
 * @param dir      the directory (beside the result) with each round's own JMH JSON and JMH's output
 * @param mode     "turns" (the forks compared take turns of a millisecond or so on one CPU, {@link #turns}), "sequential"
 *                 (one fork at a time) or "duet" (the two sides' forks of a benchmark at once, each on its own CPU, the
 *                 CPUs swapped every round); null in older sidecars: sequential
 * @param cpus     the CPUs the forks were pinned to ("1", or the duet's pair "0,1"), null when not pinned
 * @param shard    "I/N" when the session ran one shard of the selection, else null
 * @param allocation null when every benchmark ran every round; "answer" when the answer's allocation stopped each
 *                 benchmark once no unsettled question needed it (its forks are then its first rounds)
 * @param seconds  each round's wall time in seconds, in the order of {@code order}; null in older sidecars
 * @param leastRounds   the rounds every benchmark ran before any could stop; null in older sidecars
 * @param budgetSeconds the budget in force (after a job limit cut it); null without one, and in older sidecars
 * @param jobStart      when the whole job began, its builds included (ISO instant): a job-limited session only
 * @param turns         the turns' design, in a session made in turns (else null)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RoundsInfo(String session, String side, List<SideInfo> sides, Map<String, String> files, long seed, int rounds,
                         List<List<String>> order, String stop, Load load, String dir, String mode, String cpus, String shard,
                         String allocation, List<Double> seconds, Integer leastRounds, Long budgetSeconds, String jobStart, Turns turns) {
    public static final String SEQUENTIAL = "sequential";
    public static final String DUET = "duet";
    public static final String TURNS = "turns";
    /** Joins, in a round of {@link #order}, the forks that ran at the same time (a duet's slot). */
    public static final String AT_ONCE = " + ";
    /** Joins, in a round of {@link #order}, the forks that took turns with each other (a turn group: their turns pair). */
    public static final String IN_TURNS = " <> ";

    /**
     * How a session in turns measured: the turn CPUs and the rest (taskset lists; null: not pinned, {@code note} says
     * why), JMH's iteration time of a turn (µs), the seconds each side measures per fork (the turns are that over the
     * longer of a turn and an operation, at least {@code leastTurns}), how long a side's JVM had to be quiet before its
     * first turn (ms), and whether its turns are read knowing a wait outside JMH's timed window is not the benchmark's
     * ({@code windowWaits}, {@link dev.jfpbench.report.stats.TurnRatio#windowWait}; null in sessions made before it).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Turns(String cpus, String rest, double turnMicros, double sideSeconds, int leastTurns, long quietMillis, String note,
                        Boolean windowWaits) {
        public Turns(String cpus, String rest, double turnMicros, double sideSeconds, int leastTurns, long quietMillis, String note) {
            this(cpus, rest, turnMicros, sideSeconds, leastTurns, quietMillis, note, null);
        }

        /** JMH's iteration time of a turn (µs) when a wait outside its timed window is not the benchmark's; else 0. */
        public double windowIterationMicros() {
            return Boolean.TRUE.equals(windowWaits) ? turnMicros : 0;
        }
    }

    /** Without the turns (every session made before them, and the sessions that do not take turns). */
    public RoundsInfo(String session, String side, List<SideInfo> sides, Map<String, String> files, long seed, int rounds,
                      List<List<String>> order, String stop, Load load, String dir, String mode, String cpus, String shard,
                      String allocation, List<Double> seconds, Integer leastRounds, Long budgetSeconds, String jobStart) {
        this(session, side, sides, files, seed, rounds, order, stop, load, dir, mode, cpus, shard, allocation, seconds, leastRounds, budgetSeconds, jobStart, null);
    }

    /**
     * Whether the benchmarks {@code a} and {@code b} (each "SIDE BENCHMARK", as {@link #order} names a unit) took turns
     * with each other in round {@code round} (from 0): their turns pair.
     */
    public boolean inTurns(int round, String a, String b) {
        if (round >= order.size()) {
            return false;
        }
        for (String entry : order.get(round)) {
            if (entry.contains(IN_TURNS)) {
                List<String> units = List.of(entry.split(java.util.regex.Pattern.quote(IN_TURNS)));
                if (units.contains(a) && units.contains(b)) {
                    return true;
                }
            }
        }
        return false;
    }

    public static final String FIELD = "rounds";
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    public RoundsInfo {
        sides = sides == null ? List.of() : List.copyOf(sides);
        files = files == null ? Map.of() : Map.copyOf(files);
        order = order == null ? List.of() : order.stream().map(List::copyOf).toList();
        seconds = seconds == null ? null : List.copyOf(seconds);
    }

    /** Without the design as run (the least rounds, the budget, the job's start): the records that do not need them. */
    public RoundsInfo(String session, String side, List<SideInfo> sides, Map<String, String> files, long seed, int rounds,
                      List<List<String>> order, String stop, Load load, String dir, String mode, String cpus, String shard,
                      String allocation, List<Double> seconds) {
        this(session, side, sides, files, seed, rounds, order, stop, load, dir, mode, cpus, shard, allocation, seconds, null, null, null, null);
    }

    /** One configuration of an A/B session. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SideInfo(String label, String java, String jar, List<String> jmhArgs) {
    }

    /** Load averages: {@code [1, 5, 15 minutes]}. */
    public record Load(List<Double> before, List<Double> after, List<List<Double>> perRound) {
    }

    /** True when a benchmark may have run fewer rounds than the session: it stopped once nothing needed it. */
    public boolean stopsUnits() {
        return allocation != null;
    }

    /** True when the two results are different sides of one session: their rounds ran interleaved. */
    public boolean pairedWith(RoundsInfo other) {
        return session != null && session.equals(other.session) && side != null && !side.equals(other.side)
                && rounds == other.rounds;
    }

    /** The rounds object of a result's sidecar, if the result was made in rounds. */
    public static Optional<RoundsInfo> readFor(Path result) {
        Path sidecar = RunMetadata.sidecarOf(result);
        if (!Files.isRegularFile(sidecar)) {
            return Optional.empty();
        }
        try {
            JsonNode node = MAPPER.readTree(sidecar.toFile()).get(FIELD);
            return node == null || !node.isObject() ? Optional.empty() : Optional.of(MAPPER.treeToValue(node, RoundsInfo.class));
        } catch (IOException e) {
            throw new BadInputException(sidecar + ": unreadable rounds record (" + String.valueOf(e.getMessage()).split("\n", 2)[0] + ")");
        }
    }

    /** Adds this record to an existing sidecar file (written by the sidecar command). */
    public void addTo(Path sidecar) throws IOException {
        ObjectNode root = (ObjectNode) MAPPER.readTree(sidecar.toFile());
        root.set(FIELD, MAPPER.valueToTree(this));
        Path tmp = sidecar.resolveSibling(sidecar.getFileName() + ".tmp");
        MAPPER.writeValue(tmp.toFile(), root);
        Files.move(tmp, sidecar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
}

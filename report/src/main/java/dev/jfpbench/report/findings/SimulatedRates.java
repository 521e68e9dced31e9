package dev.jfpbench.report.findings;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.report.BadInputException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;

/**
 * The rates the decision rules really have, as the simulation harness ({@code dev.jfpbench.report.sim}, in the test
 * tree) measured them on synthetic rounds of known truth: each rule run by its own production code. The harness writes
 * {@link #FILE} (a committed output: numbers generated, never typed), a resource of this module, so that every table
 * that states a rule's rate reads it wherever it runs ({@link SimulationTable}, the answer tables' multiplicity line,
 * a user's own answer table); a test holds each documented rate within the simulated one's error.
 *
 * @param command how the file was made (the harness's tool command)
 * @param rows    one rate each
 * @param notes   what a group's scenarios share (the nights they are drawn from), said once under its table
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SimulatedRates(String schema, String command, long seed, List<Row> rows, List<Note> notes) {
    /** A line under one group's table. */
    public record Note(String group, String text) {
    }

    public SimulatedRates {
        notes = notes == null ? List.of() : List.copyOf(notes);
    }
    public static final String SCHEMA = "jfp-bench-simulation/1";
    /** Where the harness writes it, from the repository root (read back from the class path). */
    public static final String FILE = "report/src/main/resources/dev/jfpbench/report/findings/simulated-rates.json";

    private static final ObjectMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    /** What the docs claim of a rate: at most, at least, or about (two-sided) a value. */
    public enum Kind {
        AT_MOST, AT_LEAST, ABOUT, NONE
    }

    /**
     * One rate: {@code hits} of {@code trials} simulated decisions, for a rule ({@code rule}, its code) on a
     * {@code scenario}; what the docs publish of it ({@code published}, in words, and {@code claim} with its
     * {@code kind}; NONE for a rate the docs state as measured here, with no claim of their own). {@code group} orders
     * the table; {@code perNight}: a rate per night, also shown per 30 nights.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(String id, String group, String rule, String scenario, String published, Kind kind, double claim, long hits, long trials,
                      boolean perNight) {
        public double rate() {
            return trials == 0 ? Double.NaN : (double) hits / trials;
        }

        /** The Monte Carlo standard error of the rate (binomial; at least that of one hit, so a rate of 0 has one). */
        public double se() {
            double p = Math.max(rate(), 1.0 / (trials + 1));
            p = Math.min(p, 1 - 1.0 / (trials + 1));
            return Math.sqrt(p * (1 - p) / trials);
        }

        /**
         * True when the claim holds within the simulated rate's error ({@code z} standard errors): an "at most" not
         * exceeded beyond it, an "at least" not fallen short of, an "about" not missed either way.
         */
        public boolean holds(double z) {
            double e = z * se();
            return switch (kind) {
                case AT_MOST -> rate() - e <= claim;
                case AT_LEAST -> rate() + e >= claim;
                case ABOUT -> Math.abs(rate() - claim) <= e;
                case NONE -> true;
            };
        }

        /** "4.9% ± 0.2%" (the rate and its Monte Carlo standard error); a night's rate also per 30 nights. */
        public String text() {
            String t = String.format(Locale.ROOT, "%s ± %s", pct(rate()), pct(se()));
            return perNight ? t + String.format(Locale.ROOT, " a night (%.2f ± %.2f per 30 nights)", 30 * rate(), 30 * se()) : t;
        }
    }

    /** The rate of one row; bad input when the file has none of that id. */
    public Row row(String id) {
        return rows.stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow(() -> new BadInputException(FILE + " has no rate '" + id + "' (the harness writes it: see its command)"));
    }

    /** The round counts the harness reads two levels at: the answer's least, its usual stops, the most a published cell in levels had. */
    public static final int[] LEVEL_ROUNDS = {8, 16, 30, 58};
    /** How far apart the harness draws two levels, in units of their rounds' sd: from near the rule's bound to compiled-code far. */
    public static final double[] LEVEL_APART = {5, 10, 20};

    /** The id of the row of a level's coverage at {@code rounds} rounds, levels {@code apart} sd apart. */
    public static String levelCoverId(int rounds, double apart) {
        return String.format(Locale.ROOT, "levels.cover.%d.%.0f", rounds, apart);
    }

    /**
     * The simulated coverage nearest below a cell read in two levels: the most rounds and then the furthest apart not
     * beyond the cell's own (coverage grows with both), or empty when the cell lies below the harness's grid.
     */
    public java.util.Optional<LevelCover> levelCoverBelow(int rounds, double separation) {
        java.util.Optional<LevelCover> near = java.util.Optional.empty();
        for (int n : LEVEL_ROUNDS) {
            for (double d : LEVEL_APART) {
                if (n <= rounds && d <= separation) {
                    near = java.util.Optional.of(new LevelCover(n, d, row(levelCoverId(n, d))));
                }
            }
        }
        return near;
    }

    /** A level's simulated coverage at {@code rounds} rounds, levels {@code apart} sd apart. */
    public record LevelCover(int rounds, double apart, Row row) {
    }

    /** The rows of one group, in order. */
    public List<Row> group(String group) {
        return rows.stream().filter(r -> r.group().equals(group)).toList();
    }

    /** The committed rates, from the class path (the module's resource); bad input when they are missing or not this schema. */
    public static SimulatedRates read() {
        return Loaded.RATES;
    }

    /** Read once. */
    private static final class Loaded {
        static final SimulatedRates RATES = load();

        private static SimulatedRates load() {
            try (java.io.InputStream in = SimulatedRates.class.getResourceAsStream("simulated-rates.json")) {
                if (in == null) {
                    throw new BadInputException("no " + FILE + " on the class path: the simulation harness writes it (" + COMMAND + ")");
                }
                SimulatedRates s = MAPPER.readValue(in, SimulatedRates.class);
                if (!SCHEMA.equals(s.schema())) {
                    throw new BadInputException(FILE + ": not " + SCHEMA);
                }
                return s;
            } catch (IOException e) {
                throw new BadInputException(FILE + ": unreadable (" + String.valueOf(e.getMessage()).split("\n", 2)[0] + ")");
            }
        }
    }

    /**
     * The rates as they were committed on a day, for the entries that published them then (a dated copy of {@link #FILE}
     * beside it, {@code simulated-rates-DAY.json}): the rules have moved since, their rates with them.
     */
    public static SimulatedRates archived(String day) {
        String name = "simulated-rates-" + day + ".json";
        try (java.io.InputStream in = SimulatedRates.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new BadInputException("no " + name + " beside " + FILE + " on the class path");
            }
            return MAPPER.readValue(in, SimulatedRates.class);
        } catch (IOException e) {
            throw new BadInputException(name + ": unreadable (" + String.valueOf(e.getMessage()).split("\n", 2)[0] + ")");
        }
    }

    /** A rates file written elsewhere (the harness's own check); bad input when it is not this schema. */
    public static SimulatedRates read(Path file) {
        try {
            SimulatedRates s = MAPPER.readValue(file.toFile(), SimulatedRates.class);
            if (!SCHEMA.equals(s.schema())) {
                throw new BadInputException(file + ": not " + SCHEMA);
            }
            return s;
        } catch (IOException e) {
            throw new BadInputException(file + ": unreadable (" + String.valueOf(e.getMessage()).split("\n", 2)[0] + ")");
        }
    }

    /** Writes to a temporary name beside {@code file}, then renames it. */
    public void write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        MAPPER.writeValue(tmp.toFile(), this);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
    }

    /** The harness's tool command: the full run, whose output is {@link #FILE}. */
    public static final String COMMAND = "mvn -B -o -pl report -am -Dtest=SimulateRates -Dsurefire.failIfNoSpecifiedTests=false "
            + "-Djfpbench.sim.write=true test";

    static String pct(double f) {
        if (f != 0 && Math.abs(f) < 0.001) {
            return String.format(Locale.ROOT, "%.3f%%", f * 100);
        }
        return String.format(Locale.ROOT, "%.1f%%", f * 100);
    }
}

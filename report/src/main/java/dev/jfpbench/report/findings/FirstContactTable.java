package dev.jfpbench.report.findings;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.RunMetadata;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * How long the README's first command takes on a fresh machine: each committed run of {@code scripts/first-contact.sh}
 * ({@code results/first-contact/*.json}), one row each: where and when, whether Maven's own dependencies were already
 * in the local repository, and the wall time of the build, the benchmark run and the test command. Not a benchmark:
 * one run each, timed as a user's clock sees it; a build's time depends on the network and the machine's load.
 */
public record FirstContactTable(String id, String title) implements Finding {
    static final String DIR = "results/first-contact";

    @Override
    public FindingTable table(Context c) {
        List<Path> files;
        try (Stream<Path> s = Files.list(c.root().resolve(DIR))) {
            files = s.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new BadInputException("no " + DIR + "/: run scripts/first-contact.sh and commit what it writes");
        }
        if (files.isEmpty()) {
            throw new BadInputException("no result in " + DIR + "/: run scripts/first-contact.sh and commit what it writes");
        }
        List<JsonNode> runs = new ArrayList<>();
        List<String> made = new ArrayList<>();
        for (Path f : files) {
            JsonNode n = read(f);
            if (!n.path("fresh").asBoolean()) {
                throw new BadInputException(f + ": not a fresh clone (--here): only a fresh clone's time is published");
            }
            runs.add(n);
            made.add("`" + c.root().relativize(f).toString().replace('\\', '/') + "` (`" + n.path("script").asText() + "`)");
        }
        boolean tests = runs.stream().anyMatch(n -> !seconds(n, "tests").text().equals("not run"));
        List<List<Cell>> rows = new ArrayList<>();
        for (JsonNode n : runs) {
            String d = n.path("date").asText();
            List<Cell> row = new ArrayList<>(List.of(Cell.text(d.substring(0, 4) + "-" + d.substring(4, 6) + "-" + d.substring(6, 8) + ", commit "
                            + n.path("commit").asText().substring(0, 7)),
                    Cell.text(n.path("cpu").asText().replaceAll("\\s+", " ").replaceAll("(?i)\\s*(processor|\\d+-core)$", "") + ", "
                            + n.path("cores").asInt() + " cores, JDK " + n.path("java").asText().replaceAll(".*\"([^\"]+)\".*", "$1")),
                    Cell.text(n.path("cold").asBoolean() ? "none: all downloaded" : "already there"),
                    seconds(n, "build"), seconds(n, "run")));
            if (tests) {
                row.add(seconds(n, "tests"));
            }
            rows.add(row);
        }
        List<String> headers = new ArrayList<>(List.of("When, what", "Machine", "Maven's dependencies", "Build", "Benchmark run"));
        if (tests) {
            headers.add("Test command");
        }
        String label = "Each row one run of `scripts/first-contact.sh`: a fresh clone of the commit named, none of this project's artifacts in "
                + "the local Maven repository, the README's first block run verbatim; wall-clock time of one run (not a benchmark: a build's "
                + "time depends on the network and on what else the machine runs). Files: " + String.join(", ", made) + ".";
        return new FindingTable(id, title, headers, rows, List.of(), label, List.of());
    }

    private static Cell seconds(JsonNode n, String part) {
        for (JsonNode c : n.path("commands")) {
            if (c.path("part").asText().equals(part)) {
                double s = c.path("seconds").asDouble();
                String t = s < 120 ? String.format(Locale.ROOT, "%.0f s", s) : String.format(Locale.ROOT, "%.1f min", s / 60);
                return Cell.text(c.path("exit").asInt() == 0 ? t : t + ", failed (exit " + c.path("exit").asInt() + ")");
            }
        }
        return Cell.text("not run");
    }

    private static JsonNode read(Path f) {
        try {
            return RunMetadata.MAPPER.readTree(f.toFile());
        } catch (IOException e) {
            throw new BadInputException(f + ": not a first-contact result: " + e.getMessage());
        }
    }
}

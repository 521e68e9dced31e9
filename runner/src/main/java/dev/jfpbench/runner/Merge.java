package dev.jfpbench.runner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.BadInputException;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JMH JSON results put together, still valid JMH JSON (so {@code report}, {@code compare} and other JMH tools
 * read them): {@link #concat} joins results of different benchmarks (the invocations of one round), and
 * {@link #rounds} joins the rounds of one benchmark, each round's fork becoming one fork of the merged
 * result ({@code forks} = rounds), with score, error (JMH's 99.9% interval), confidence and percentiles
 * recomputed over every iteration as JMH would for that many forks.
 */
public final class Merge {
    static final ObjectMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
    private static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};
    private static final String[] PERCENTILE_NAMES = {"0.0", "50.0", "90.0", "95.0", "99.0", "99.9", "99.99", "99.999", "99.9999", "100.0"};

    private Merge() {
    }

    public static ArrayNode read(Path file) {
        try {
            JsonNode n = MAPPER.readTree(file.toFile());
            if (n == null || !n.isArray()) {
                throw new BadInputException(file + ": not a JMH result (expected a JSON array)");
            }
            return (ArrayNode) n;
        } catch (IOException e) {
            throw new BadInputException(file + ": unreadable JMH result (" + String.valueOf(e.getMessage()).split("\n", 2)[0] + ")");
        }
    }

    public static void write(ArrayNode results, Path file) throws IOException {
        MAPPER.writeValue(file.toFile(), results);
    }

    /** The entries of every result, in order (the benchmarks must differ). */
    public static ArrayNode concat(List<ArrayNode> results) {
        ArrayNode all = JsonNodeFactory.instance.arrayNode();
        results.forEach(all::addAll);
        return all;
    }

    /** Identity of an entry: benchmark, mode, parameters. */
    static String key(JsonNode entry) {
        return entry.path("benchmark").asText() + " " + entry.path("mode").asText() + " " + entry.path("params");
    }

    /**
     * Rounds of the same benchmarks joined: one entry per benchmark whose forks are the rounds' forks, in
     * round order. A benchmark is in every round from the first up to its last (the answer's allocation stops one
     * once nothing needs it); one missing from an earlier round than a later one it is in is bad input.
     */
    public static ArrayNode rounds(List<ArrayNode> rounds) {
        if (rounds.isEmpty()) {
            throw new IllegalArgumentException("no rounds to merge");
        }
        Map<String, List<JsonNode>> byKey = new LinkedHashMap<>();
        for (int r = 0; r < rounds.size(); r++) {
            for (JsonNode e : rounds.get(r)) {
                List<JsonNode> l = byKey.computeIfAbsent(key(e), k -> new ArrayList<>());
                if (l.size() != r) {
                    throw new BadInputException("round " + (r + 1) + ": " + key(e) + " is missing from an earlier round or appears twice");
                }
                l.add(e);
            }
        }
        ArrayNode merged = JsonNodeFactory.instance.arrayNode();
        for (Map.Entry<String, List<JsonNode>> e : byKey.entrySet()) {
            merged.add(entry(e.getValue()));
        }
        return merged;
    }

    private static ObjectNode entry(List<JsonNode> perRound) {
        ObjectNode out = perRound.get(0).deepCopy();
        int forks = 0;
        for (JsonNode e : perRound) {
            forks += Math.max(1, e.path("forks").asInt(1));
        }
        out.put("forks", forks);
        out.set("primaryMetric", metric(perRound.stream().map(e -> e.get("primaryMetric")).toList()));
        JsonNode firstSecondary = out.get("secondaryMetrics");
        if (firstSecondary != null && firstSecondary.isObject()) {
            ObjectNode secondary = JsonNodeFactory.instance.objectNode();
            // Every metric any round has (a profiler may leave one out of a fork, the turns' out of a fork that took none),
            // merged over the rounds that have it; a round without it keeps its place with empty forks, so that fork i of
            // every metric is round i.
            Map<String, List<JsonNode>> byName = new LinkedHashMap<>();
            for (int r = 0; r < perRound.size(); r++) {
                Iterator<Map.Entry<String, JsonNode>> it = perRound.get(r).path("secondaryMetrics").fields();
                while (it.hasNext()) {
                    Map.Entry<String, JsonNode> m = it.next();
                    List<JsonNode> list = byName.computeIfAbsent(m.getKey(), k -> new ArrayList<>());
                    while (list.size() < r) {
                        list.add(null);
                    }
                    list.add(m.getValue());
                }
            }
            byName.forEach((name, metrics) -> {
                List<JsonNode> aligned = new ArrayList<>(metrics);
                while (aligned.size() < perRound.size()) {
                    aligned.add(null);
                }
                JsonNode template = aligned.stream().filter(java.util.Objects::nonNull).findFirst().orElseThrow();
                for (int r = 0; r < aligned.size(); r++) {
                    if (aligned.get(r) == null) {
                        aligned.set(r, emptyForks(template, Math.max(1, perRound.get(r).path("forks").asInt(1))));
                    }
                }
                secondary.set(name, metric(aligned));
            });
            out.set("secondaryMetrics", secondary);
        }
        return out;
    }

    /** A metric of {@code forks} forks with no iterations: a round that did not record it. */
    private static JsonNode emptyForks(JsonNode template, int forks) {
        ObjectNode m = template.deepCopy();
        ArrayNode raw = JsonNodeFactory.instance.arrayNode();
        for (int f = 0; f < forks; f++) {
            raw.addArray();
        }
        m.remove("rawDataHistogram");
        m.set("rawData", raw);
        return m;
    }

    private static ObjectNode metric(List<JsonNode> perRound) {
        ObjectNode out = perRound.get(0).deepCopy();
        if (perRound.get(0).has("rawData")) {
            ArrayNode raw = JsonNodeFactory.instance.arrayNode();
            DescriptiveStatistics values = new DescriptiveStatistics();
            for (JsonNode m : perRound) {
                for (JsonNode fork : m.path("rawData")) {
                    raw.add(fork);
                    fork.forEach(v -> values.addValue(number(v)));
                }
            }
            out.set("rawData", raw);
            summarize(out, values);
        } else if (perRound.get(0).has("rawDataHistogram")) {
            ArrayNode raw = JsonNodeFactory.instance.arrayNode();
            DescriptiveStatistics iterationMeans = new DescriptiveStatistics();
            double sum = 0;
            long n = 0;
            for (JsonNode m : perRound) {
                for (JsonNode fork : m.path("rawDataHistogram")) {
                    raw.add(fork);
                    for (JsonNode iteration : fork) {
                        double s = 0;
                        long c = 0;
                        for (JsonNode bucket : iteration) {
                            s += number(bucket.path(0)) * bucket.path(1).asLong();
                            c += bucket.path(1).asLong();
                        }
                        if (c > 0) {
                            iterationMeans.addValue(s / c);
                        }
                        sum += s;
                        n += c;
                    }
                }
            }
            out.set("rawDataHistogram", raw);
            summarize(out, iterationMeans);
            if (n > 0) {
                out.put("score", sum / n);
            }
        }
        return out;
    }

    /** Score, 99.9% error and interval, percentiles: as JMH computes them over all iterations of all forks. */
    private static void summarize(ObjectNode metric, DescriptiveStatistics values) {
        long n = values.getN();
        if (n == 0) {
            return;
        }
        double mean = values.getMean();
        metric.put("score", mean);
        ArrayNode confidence = JsonNodeFactory.instance.arrayNode();
        if (n > 1) {
            double error = new TDistribution(n - 1).inverseCumulativeProbability(1 - 0.001 / 2) * values.getStandardDeviation() / Math.sqrt(n);
            metric.put("scoreError", error);
            confidence.add(mean - error).add(mean + error);
        } else {
            metric.put("scoreError", "NaN");
            confidence.add("NaN").add("NaN");
        }
        metric.set("scoreConfidence", confidence);
        ObjectNode percentiles = JsonNodeFactory.instance.objectNode();
        for (int i = 0; i < PERCENTILES.length; i++) {
            double p = PERCENTILES[i] == 0.0 ? values.getMin() : values.getPercentile(PERCENTILES[i]);
            percentiles.put(PERCENTILE_NAMES[i], p);
        }
        metric.set("scorePercentiles", percentiles);
    }

    private static double number(JsonNode n) {
        if (n.isNumber()) {
            return n.doubleValue();
        }
        try {
            return Double.parseDouble(n.asText());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** Reads and writes a merged file: for callers that work on files. */
    static void roundsToFile(List<Path> roundFiles, Path out) throws IOException {
        List<ArrayNode> rounds = new ArrayList<>();
        for (Path f : roundFiles) {
            rounds.add(read(f));
        }
        Files.createDirectories(out.toAbsolutePath().getParent());
        write(rounds(rounds), out);
    }
}

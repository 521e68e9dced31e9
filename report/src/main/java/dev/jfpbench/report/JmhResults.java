package dev.jfpbench.report;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads JMH's JSON result ({@code -rf json}): an array with one object per benchmark, mode and parameter set.
 * Anything else (missing, empty, truncated, other JSON) is a {@link BadInputException} with one clear line.
 */
public final class JmhResults {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private JmhResults() {
    }

    /** Every result in the file, in file order; empty for a run that ran nothing ({@code []}). */
    public static List<BenchmarkResult> read(Path file) {
        JsonNode root = parse(file);
        if (!root.isArray()) {
            throw notJmh(file, "expected a JSON array of benchmark results, found " + describe(root));
        }
        List<BenchmarkResult> results = new ArrayList<>();
        Map<BenchmarkKey, Integer> seen = new TreeMap<>();
        for (int i = 0; i < root.size(); i++) {
            BenchmarkResult r = entry(file, i, root.get(i));
            Integer before = seen.put(r.key(), i);
            if (before != null) {
                throw new BadInputException(file + ": " + r.key().display() + " (" + r.key().mode() + ") appears twice, entries "
                        + (before + 1) + " and " + (i + 1));
            }
            results.add(r);
        }
        return Collections.unmodifiableList(results);
    }

    private static JsonNode parse(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read (" + e.getMessage() + ")");
        }
        if (new String(bytes, java.nio.charset.StandardCharsets.UTF_8).isBlank()) {
            throw new BadInputException(file + ": empty file, not a JMH result (did the run die before writing it?)");
        }
        try {
            return MAPPER.readTree(bytes);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            String why = String.valueOf(e.getOriginalMessage()).split("\n", 2)[0];
            if (e instanceof JsonEOFException || why.contains("end-of-input")) {
                throw new BadInputException(file + ": truncated JSON, it ends" + where + " in the middle of the document (did the run die while writing it?)");
            }
            throw new BadInputException(file + ": not valid JSON" + where + " (" + why + ")");
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read (" + e.getMessage() + ")");
        }
    }

    private static BenchmarkResult entry(Path file, int index, JsonNode e) {
        String where = "entry " + (index + 1);
        if (!e.isObject()) {
            throw notJmh(file, where + " is " + describe(e) + ", not a benchmark result");
        }
        String benchmark = text(file, e, "benchmark", where);
        String mode = text(file, e, "mode", where);
        JsonNode pm = e.get("primaryMetric");
        if (pm == null || !pm.isObject()) {
            throw notJmh(file, where + " (" + benchmark + ") has no \"primaryMetric\"");
        }
        Map<String, String> params = new TreeMap<>();
        JsonNode p = e.get("params");
        if (p != null && p.isObject()) {
            p.fields().forEachRemaining(f -> params.put(f.getKey(), f.getValue().asText()));
        }
        // The library benchmarks took -p vectors= after their first results: at its default (the generated vectors) a
        // library benchmark keeps the key it had without it, so that older and newer results of it stay one benchmark.
        if (benchmark.startsWith(Libraries.PACKAGE) && "".equals(params.get("vectors"))) {
            params.remove("vectors");
        }
        Map<String, Metric> secondary = new LinkedHashMap<>();
        JsonNode sm = e.get("secondaryMetrics");
        if (sm != null && sm.isObject()) {
            sm.fields().forEachRemaining(f -> {
                if (f.getValue().isObject() && f.getValue().has("score")) {
                    // Older JMH versions prefix profiler metrics with a middle dot.
                    String name = f.getKey().startsWith("\u00b7") ? f.getKey().substring(1) : f.getKey();
                    secondary.put(name, metric(file, f.getValue(), where + " " + f.getKey(), null));
                }
            });
        }
        return new BenchmarkResult(BenchmarkKey.of(benchmark, mode, params), e.path("threads").asInt(1), e.path("forks").asInt(0),
                e.path("jdkVersion").asText(""), e.path("vmName").asText(""), e.path("vmVersion").asText(""),
                e.path("jvm").asText(""), metric(file, pm, where + " (" + benchmark + ") primaryMetric", mode), secondary);
    }

    /** {@code mode}: the benchmark's mode for its primary metric (fork scores are medians of iterations), null for a secondary one (medians). */
    private static Metric metric(Path file, JsonNode m, String where, String mode) {
        double score = number(m.get("score"));
        if (Double.isNaN(score)) {
            throw notJmh(file, where + " has no numeric \"score\"");
        }
        String unit = m.path("scoreUnit").asText("");
        if (unit.isEmpty()) {
            throw notJmh(file, where + " has no \"scoreUnit\"");
        }
        Boolean higherIsBetter = mode == null ? null : BenchmarkResult.higherIsBetter(mode, unit);
        List<Double> values = new ArrayList<>();
        List<Double> forkScores = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        long count = 0;
        JsonNode raw = m.get("rawData");
        JsonNode histogram = m.get("rawDataHistogram");
        if (raw != null && raw.isArray()) {
            // [fork][iteration] -> value
            for (JsonNode fork : raw) {
                int from = values.size();
                for (JsonNode v : fork) {
                    values.add(number(v));
                    count++;
                }
                sizes.add(values.size() - from);
                forkScore(values, from, forkScores, higherIsBetter);
            }
        } else if (histogram != null && histogram.isArray()) {
            // Sample mode: [fork][iteration] -> [[value, count], ...]; an iteration counts as its mean.
            for (JsonNode fork : histogram) {
                int from = values.size();
                for (JsonNode iteration : fork) {
                    double sum = 0;
                    long n = 0;
                    for (JsonNode bucket : iteration) {
                        long c = bucket.path(1).asLong();
                        sum += number(bucket.path(0)) * c;
                        n += c;
                    }
                    if (n > 0) {
                        values.add(sum / n);
                        count += n;
                    }
                }
                sizes.add(values.size() - from);
                forkScore(values, from, forkScores, higherIsBetter);
            }
        }
        double[] perIteration = values.stream().mapToDouble(Double::doubleValue).toArray();
        return new Metric(score, number(m.get("scoreError")), unit, perIteration, count,
                forkScores.stream().mapToDouble(Double::doubleValue).toArray(), sizes.stream().mapToInt(Integer::intValue).toArray());
    }

    /** A fork's iterations within this share of its best are its uninterfered state (its score is their median). */
    public static final double CLUSTER = 0.9;

    /**
     * The score of one fork, from its iterations ({@code values} from {@code from} on), when it has any: the median of
     * the iterations within {@link #CLUSTER} of its best (the highest throughput, the lowest time; a secondary metric:
     * the median of all). On this shared machine another tenant takes the CPU for seconds at a time and a fork's
     * iterations then run at a second, far lower speed (docs/methodology.md, warm-up): the mean, and even the median
     * when the spell covers most of them, move with it, while the best iteration recovers what the code does alone
     * (Chen and Revels, "Robust benchmarking in noisy environments", 2016). Not the best itself: when one side's
     * iterations vary more, its best lies higher, so a change that only added variance would read as faster; the
     * median of the uninterfered state does not. Measured on the warm-up runs' 200 ms iterations: over a window of
     * a few seconds this score spreads across forks about as little as the best iteration, and several times less
     * than their mean. JMH's own score (the mean of all iterations) is left as it is.
     */
    private static void forkScore(List<Double> values, int from, List<Double> forkScores, Boolean higherIsBetter) {
        if (values.size() > from) {
            double[] fork = values.subList(from, values.size()).stream().mapToDouble(Double::doubleValue).toArray();
            forkScores.add(higherIsBetter == null ? new Median().evaluate(fork) : clusterMedian(fork, higherIsBetter));
        }
    }

    /** The median of the values within {@link #CLUSTER} of the best (for times: at most the best over {@link #CLUSTER}). */
    public static double clusterMedian(double[] fork, boolean higherIsBetter) {
        double best = higherIsBetter ? java.util.Arrays.stream(fork).max().orElse(Double.NaN) : java.util.Arrays.stream(fork).min().orElse(Double.NaN);
        double[] kept = java.util.Arrays.stream(fork).filter(v -> higherIsBetter ? v >= CLUSTER * best : v <= best / CLUSTER).toArray();
        return new Median().evaluate(kept);
    }

    /** A number, or NaN: JMH writes a missing error as the string "NaN". */
    private static double number(JsonNode n) {
        if (n == null) {
            return Double.NaN;
        }
        if (n.isNumber()) {
            return n.doubleValue();
        }
        if (n.isTextual()) {
            try {
                return Double.parseDouble(n.asText());
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }

    private static String text(Path file, JsonNode e, String field, String where) {
        JsonNode n = e.get(field);
        if (n == null || !n.isTextual() || n.asText().isEmpty()) {
            throw notJmh(file, where + " has no \"" + field + "\"");
        }
        return n.asText();
    }

    private static String describe(JsonNode n) {
        if (n.isObject()) return "an object";
        if (n.isArray()) return "an array";
        if (n.isTextual()) return "a string";
        if (n.isNumber()) return "a number";
        return n.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }

    private static BadInputException notJmh(Path file, String why) {
        return new BadInputException(file + ": not a JMH result: " + why);
    }
}

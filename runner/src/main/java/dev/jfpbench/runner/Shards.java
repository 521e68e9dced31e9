package dev.jfpbench.runner;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.analysis.References;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * A deterministic split of selected benchmarks into N shards that keeps every pair the report knows whole (Default/
 * Fast, format/JSON, library/Jackson, Jackson 3/2, start-up and compression references): the groups of
 * {@link References#groups} are dealt, largest first (ties by name), each to the shard with the fewest benchmarks so
 * far (ties: the lowest). Every benchmark lands in exactly one shard; the same selection always splits the same way.
 */
public final class Shards {
    private Shards() {
    }

    /** The shards' benchmark names, shard 1 first (some may be empty when there are fewer groups than shards). */
    public static List<List<String>> of(Collection<BenchmarkKey> keys, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("shards: " + count);
        }
        List<List<String>> groups = new ArrayList<>(References.groups(keys));
        groups.sort(Comparator.<List<String>>comparingInt(List::size).reversed().thenComparing(g -> g.get(0)));
        List<List<String>> shards = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            shards.add(new ArrayList<>());
        }
        for (List<String> g : groups) {
            List<String> smallest = shards.get(0);
            for (List<String> s : shards) {
                if (s.size() < smallest.size()) {
                    smallest = s;
                }
            }
            smallest.addAll(g);
        }
        shards.forEach(s -> s.sort(Comparator.naturalOrder()));
        return shards;
    }

    /** "2/4" -> shard 2 of 4; bad input otherwise. */
    public static RoundsEngine.Shard parse(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)/(\\d+)").matcher(text.trim());
        if (!m.matches()) {
            throw new dev.jfpbench.report.BadInputException("--shard must be I/N (e.g. 2/4), was '" + text + "'");
        }
        int i = Integer.parseInt(m.group(1));
        int n = Integer.parseInt(m.group(2));
        if (n < 1 || i < 1 || i > n) {
            throw new dev.jfpbench.report.BadInputException("--shard " + text + ": I must be 1 to N");
        }
        return new RoundsEngine.Shard(i, n);
    }
}

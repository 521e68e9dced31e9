package dev.jfpbench.core;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No import cycle among core's packages: they form layers (model; codec; data; format; verify; bench; lib), so
 * each can be read, and changed, knowing only those below it. Reads the {@code import} lines of core's main sources.
 */
class PackageCyclesTest {
    static final String CORE = "dev.jfpbench.core.";
    static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?" + Pattern.quote(CORE) + "([a-z0-9_]+)\\.", Pattern.MULTILINE);
    static final Pattern PACKAGE = Pattern.compile("^package\\s+" + Pattern.quote(CORE) + "([a-z0-9_]+)\\s*;", Pattern.MULTILINE);

    @Test
    void corePackagesHaveNoImportCycle() {
        Map<String, Set<String>> graph = importGraph(Paths.get("src", "main", "java", "dev", "jfpbench", "core"));
        assertThat(graph).as("core's packages, read from src/main/java").containsKeys("codec", "data", "bench", "lib");
        assertThat(cycle(graph)).as("an import cycle among core's packages (package -> package it imports)").isEmpty();
    }

    @Test
    void aCycleIsFoundAndNamed() {
        Map<String, Set<String>> graph = new TreeMap<>();
        graph.put("bench", Set.of("codec", "data"));
        graph.put("codec", Set.of("model"));
        graph.put("data", Set.of("format"));
        graph.put("format", Set.of("bench"));
        assertThat(cycle(graph)).containsExactly("bench", "data", "format", "bench");
        graph.put("format", Set.of("codec"));
        assertThat(cycle(graph)).isEmpty();
    }

    @Test
    void importsAreReadFromSource() {
        String source = "package dev.jfpbench.core.bench;\n\nimport dev.jfpbench.core.codec.Codec;\n"
                + "import static dev.jfpbench.core.data.Dataset.CURRENCY;\nimport dev.jfpbench.core.bench.ByteSink;\n"
                + "import java.util.List;\n";
        Map<String, Set<String>> graph = new TreeMap<>();
        addImports(graph, source);
        assertThat(graph).containsOnlyKeys("bench");
        assertThat(graph.get("bench")).containsExactly("codec", "data");
    }

    /** Package (below dev.jfpbench.core) to the other core packages its files import. */
    static Map<String, Set<String>> importGraph(Path root) {
        Map<String, Set<String>> graph = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                addImports(graph, Files.readString(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return graph;
    }

    static void addImports(Map<String, Set<String>> graph, String source) {
        Matcher pkg = PACKAGE.matcher(source);
        if (!pkg.find()) {
            return;
        }
        Set<String> imports = graph.computeIfAbsent(pkg.group(1), k -> new TreeSet<>());
        for (Matcher m = IMPORT.matcher(source); m.find(); ) {
            if (!m.group(1).equals(pkg.group(1))) {
                imports.add(m.group(1));
            }
        }
    }

    /** A cycle as the packages along it, first repeated at the end; empty when there is none. */
    static List<String> cycle(Map<String, Set<String>> graph) {
        Set<String> done = new TreeSet<>();
        for (String start : graph.keySet()) {
            List<String> found = cycleFrom(start, graph, new ArrayDeque<>(), done);
            if (!found.isEmpty()) {
                return found;
            }
        }
        return List.of();
    }

    private static List<String> cycleFrom(String pkg, Map<String, Set<String>> graph, Deque<String> path, Set<String> done) {
        if (path.contains(pkg)) {
            List<String> cycle = new ArrayList<>();
            boolean on = false;
            for (String p : (Iterable<String>) path::descendingIterator) {
                on |= p.equals(pkg);
                if (on) {
                    cycle.add(p);
                }
            }
            cycle.add(pkg);
            return cycle;
        }
        if (done.contains(pkg)) {
            return List.of();
        }
        path.push(pkg);
        for (String next : graph.getOrDefault(pkg, Set.of())) {
            List<String> found = cycleFrom(next, graph, path, done);
            if (!found.isEmpty()) {
                return found;
            }
        }
        path.pop();
        done.add(pkg);
        return List.of();
    }
}

package dev.jfpbench.perf;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * CONTRIBUTING.md's family table says what is true: every base named in its first column is a class on the path of
 * some printed benchmark, and every printed benchmark class is, or extends, one of them; and its worked examples (the
 * {@code java} code blocks) are the code: every line of a block, in order, is a line of the class it shows.
 */
class ContributingTest {
    private static final Pattern CODE = Pattern.compile("`([A-Za-z0-9_.]+)`");

    @Test
    void theFamilyTableNamesExactlyTheFamilies() throws Exception {
        Set<String> named = familyBases();
        assertThat(named).as("bases in CONTRIBUTING.md's family table").isNotEmpty();
        Set<String> seen = new TreeSet<>();
        Set<String> orphans = new TreeSet<>();
        for (BenchmarkVerifier.Case c : BenchmarkVerifier.benchmarks("dev.jfpbench.")) {
            boolean inFamily = false;
            for (Class<?> k = Class.forName(c.className); k != null && k != Object.class; k = k.getSuperclass()) {
                seen.add(k.getSimpleName());
                inFamily |= named.contains(k.getSimpleName());
            }
            if (!inFamily) {
                orphans.add(c.className);
            }
        }
        assertThat(orphans).as("printed classes in no family of CONTRIBUTING.md's table").isEmpty();
        Set<String> missing = new TreeSet<>(named);
        missing.removeAll(seen);
        // The compatibility build (-Djackson.legacy) leaves modules out (libs, startup): their families print nothing there.
        if (!BenchmarkVerifier.benchmarks("dev.jfpbench.libs.").isEmpty()) {
            assertThat(missing).as("bases in CONTRIBUTING.md's table that no printed class is or extends").isEmpty();
        }
    }

    /** The class names in the first column of the table under "One concept: the codec". */
    static Set<String> familyBases() throws Exception {
        List<String> lines = Files.readAllLines(MutantFamiliesTest.ROOT.resolve("CONTRIBUTING.md"));
        Set<String> bases = new LinkedHashSet<>();
        boolean inTable = false;
        for (String line : lines) {
            if (line.startsWith("| base |")) {
                inTable = true;
                continue;
            }
            if (!inTable || line.startsWith("|---")) {
                continue;
            }
            if (!line.startsWith("|")) {
                break;
            }
            String first = line.split("\\|")[1];
            Matcher m = CODE.matcher(first);
            while (m.find()) {
                bases.add(m.group(1));
            }
        }
        return bases;
    }

    @Test
    void everyCodeBlockIsTheCodeItShows() throws Exception {
        List<List<String>> blocks = javaBlocks(Files.readAllLines(MutantFamiliesTest.ROOT.resolve("CONTRIBUTING.md")));
        assertThat(blocks).as("java blocks in CONTRIBUTING.md").hasSizeGreaterThanOrEqualTo(2);
        List<String> problems = new ArrayList<>();
        for (List<String> block : blocks) {
            String name = shownClass(block);
            Path source = sourceOf(name);
            String missing = firstMissing(block, Files.readAllLines(source));
            if (missing != null) {
                problems.add(name + ": '" + missing + "' is not in " + MutantFamiliesTest.ROOT.relativize(source) + " (in that order)");
            }
        }
        assertThat(problems).as("CONTRIBUTING.md's code blocks against the sources").isEmpty();
    }

    @Test
    void aBlockOneCharacterOffTheCodeFails() throws Exception {
        List<String> block = javaBlocks(Files.readAllLines(MutantFamiliesTest.ROOT.resolve("CONTRIBUTING.md"))).get(0);
        List<String> source = Files.readAllLines(sourceOf(shownClass(block)));
        assertThat(firstMissing(block, source)).isNull();
        List<String> spoiled = new ArrayList<>(block);
        int last = spoiled.size() - 1;
        while (spoiled.get(last).isBlank() || spoiled.get(last).trim().equals("...") || spoiled.get(last).trim().equals("}")) {
            last--;
        }
        spoiled.set(last, spoiled.get(last) + "x");
        assertThat(firstMissing(spoiled, source)).isEqualTo(spoiled.get(last).trim());
        List<String> swapped = new ArrayList<>(block); // the right lines in the wrong order fail too
        int a = 0;
        while (swapped.get(a).isBlank()) {
            a++;
        }
        String first = swapped.remove(a);
        swapped.add(first);
        assertThat(firstMissing(swapped, source)).isNotNull();
    }

    private static final Pattern DECLARATION = Pattern.compile("^\\s*(?:public\\s+)?(?:final\\s+)?(?:class|enum|interface|record)\\s+(\\w+)");

    /** The {@code java} fenced blocks of a Markdown file, each as its lines. */
    static List<List<String>> javaBlocks(List<String> lines) {
        List<List<String>> blocks = new ArrayList<>();
        List<String> current = null;
        for (String line : lines) {
            if (current == null && line.trim().equals("```java")) {
                current = new ArrayList<>();
            } else if (current != null && line.trim().equals("```")) {
                blocks.add(current);
                current = null;
            } else if (current != null) {
                current.add(line);
            }
        }
        return blocks;
    }

    /** The class a block declares. */
    static String shownClass(List<String> block) {
        for (String line : block) {
            Matcher m = DECLARATION.matcher(line);
            if (m.find()) {
                return m.group(1);
            }
        }
        throw new AssertionError("a java block of CONTRIBUTING.md declares no class: " + block);
    }

    /** The one main source file of a class, in any module. */
    static Path sourceOf(String simpleName) throws IOException {
        try (Stream<Path> files = Files.walk(MutantFamiliesTest.ROOT)) {
            List<Path> found = files.filter(f -> f.getFileName().toString().equals(simpleName + ".java"))
                    .filter(f -> f.toString().contains("/src/main/java/")).toList();
            assertThat(found).as("the source of " + simpleName).hasSize(1);
            return found.get(0);
        }
    }

    /** The first line of the block (trimmed; blank lines and "..." skipped) not found in the source after the one before; null when all are. */
    static String firstMissing(List<String> block, List<String> source) {
        int at = 0;
        for (String line : block) {
            String want = line.trim();
            if (want.isEmpty() || want.equals("...")) {
                continue;
            }
            int found = -1;
            for (int i = at; i < source.size(); i++) {
                if (source.get(i).trim().equals(want)) {
                    found = i;
                    break;
                }
            }
            if (found < 0) {
                return want;
            }
            at = found + 1;
        }
        return null;
    }

    @Test
    void theTableIsRead() throws Exception {
        List<String> bases = new ArrayList<>(familyBases());
        assertThat(bases).contains("StdReadVanillaBase", "LibReadBase", "VectorLimits");
    }
}

package dev.jfpbench.perf;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * CONTRIBUTING.md's family table says what is true: every base named in its first column is a class on the path of
 * some printed benchmark, and every printed benchmark class is, or extends, one of them.
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
    void theTableIsRead() throws Exception {
        List<String> bases = new ArrayList<>(familyBases());
        assertThat(bases).contains("StdReadVanillaBase", "LibReadBase", "VectorLimits");
    }
}

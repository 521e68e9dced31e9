package dev.jfpbench.perf;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.jfpbench.perf.ScriptsIT.ROOT;
import static org.assertj.core.api.Assertions.assertThat;

/** One exit code per kind of failure in every script, as scripts/lib.sh's table says: 0 done, 1 a failing finding, 2 bad input, 3 a run failed. */
class ScriptsExitTest {
    static final Pattern EXIT = Pattern.compile("(?:^|[;{(|&]\\s*)exit (\\d+)");

    static List<Path> scripts() throws Exception {
        try (Stream<Path> s = Files.list(ROOT.resolve("scripts"))) {
            return s.filter(f -> f.toString().endsWith(".sh")).sorted().collect(Collectors.toList());
        }
    }

    @Test
    void theTableIsWrittenOnceInLibSh() throws Exception {
        String lib = Files.readString(ROOT.resolve("scripts/lib.sh"));
        assertThat(lib).contains("#   0  done").contains("#   1  a finding that fails").contains("#   2  bad input").contains("#   3  a run failed");
    }

    @Test
    void everyScriptExitsOnlyWithTheTablesCodesAndSaysWhichInItsHelp() throws Exception {
        for (Path f : scripts()) {
            String text = Files.readString(f);
            Matcher m = EXIT.matcher(text);
            while (m.find()) {
                assertThat(Integer.parseInt(m.group(1))).as(f.getFileName() + ": exit " + m.group(1)).isBetween(0, 3);
            }
            // each "Exit:" paragraph names only codes of the table, and a failed verification or build is bad input (2)
            Matcher help = Pattern.compile("^# Exit:(.*?)(?=^set -euo|^[^#])", Pattern.MULTILINE | Pattern.DOTALL).matcher(text);
            if (help.find()) {
                String h = help.group(1).replaceAll("\\s*#\\s*", " ");
                Matcher code = Pattern.compile("(?:^|[;:]) ?(\\d) ").matcher(h);
                while (code.find()) {
                    assertThat(Integer.parseInt(code.group(1))).as(f.getFileName() + ": " + h).isBetween(0, 3);
                }
                for (String clause : h.split(";")) {
                    if (clause.contains("verification") || clause.contains("does not build") || clause.contains("fails to build")) {
                        assertThat(clause.strip()).as(f.getFileName() + ": " + clause).startsWith("2");
                    }
                }
            }
        }
    }
}

package dev.jfpbench.report.docs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A default the docs quote cannot drift from the scripts: no page states a number as a default ("default 3",
 * "default: 5", "22 minutes by default", "defaults to 8"; a script's --help says its own), and a setting named as a
 * default after a script option or a script on its line (a token with a digit or a slash: "--gc ... default G1",
 * "get-jdk21.sh [DIR] ... default DIR: target/jdks") must be one a script's header states as a default. Every line
 * counts, code blocks too (their comments quote defaults), except generated blocks; a phrase may wrap a line.
 */
class QuotedDefaultsTest {
    private static final Pattern NUMBER_AFTER = Pattern.compile("\\b(?:default|Default)s?\\b(?:\\s+(?:is|of|to|was))?:?\\s+(?:[A-Z]+:\\s*)?`?([-+]?\\d[\\w.%]*)");
    private static final Pattern NUMBER_BEFORE = Pattern.compile("(?<![\\w.])(\\d[\\d.,]*\\s*(?:%|[A-Za-z]+)?)\\s+by default\\b");
    private static final Pattern SETTING = Pattern.compile("\\b(?:default|Default)s?\\b:?\\s+(?:[A-Z]+:\\s*)?`?([A-Za-z][\\w./-]*)");
    /** What makes a setting a script's: an option (--gc) or a script (get-jdk21.sh) named before it on its line. */
    private static final Pattern SCRIPT_CONTEXT = Pattern.compile("--[a-z]|[\\w-]+\\.sh\\b");

    /** A setting-like token: it has a digit or a slash (G1, target/jdks), unlike a word of prose. */
    static boolean settingLike(String token) {
        return token.matches(".*[\\d/].*");
    }

    /** The settings the scripts' headers (their --help) state as defaults. */
    static Set<String> scriptDefaults(Path scripts) throws IOException {
        Set<String> values = new TreeSet<>();
        try (Stream<Path> files = Files.list(scripts)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".sh")).sorted().toList()) {
                for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    if (line.startsWith("#")) {
                        Matcher m = SETTING.matcher(line);
                        while (m.find()) {
                            values.add(m.group(1).replaceAll("[.]$", ""));
                        }
                    }
                }
            }
        }
        return values;
    }

    /** Each quoted default of a page that is a number, or a setting no script states as a default: "file:line: ...". */
    static List<String> problems(String name, String text, Set<String> scriptDefaults) {
        Set<Integer> generated = MarkdownDocs.generatedLines(text);
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            lines[i] = generated.contains(i + 1) ? "" : lines[i];
        }
        String kept = String.join("\n", lines); // a phrase may wrap: "(22\nminutes by default"
        List<int[]> found = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Pattern p : List.of(NUMBER_AFTER, NUMBER_BEFORE)) {
            Matcher m = p.matcher(kept);
            while (m.find()) {
                found.add(new int[] {m.start(), problems.size()});
                problems.add(name + ":" + lineOf(kept, m.start()) + ": '" + m.group().trim().replaceAll("\\s+", " ")
                        + "' quotes a default number: point at the script's --help instead");
            }
        }
        Matcher m = SETTING.matcher(kept);
        while (m.find()) {
            String value = m.group(1).replaceAll("[.]$", "");
            String before = kept.substring(kept.lastIndexOf('\n', m.start()) + 1, m.start());
            if (SCRIPT_CONTEXT.matcher(before).find() && settingLike(value) && !value.endsWith(".sh") && !scriptDefaults.contains(value)) {
                found.add(new int[] {m.start(), problems.size()});
                problems.add(name + ":" + lineOf(kept, m.start()) + ": 'default " + value + "' is no script's default (scripts/*.sh --help)");
            }
        }
        found.sort(java.util.Comparator.comparingInt(f -> f[0]));
        return found.stream().map(f -> problems.get(f[1])).toList();
    }

    private static int lineOf(String text, int offset) {
        return (int) text.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
    }

    @Test
    void noPageQuotesADefaultTheScriptsDoNotState() throws IOException {
        Set<String> defaults = scriptDefaults(MarkdownDocs.root().resolve("scripts"));
        assertThat(defaults).contains("G1", "target/jdks");
        List<String> problems = new ArrayList<>();
        for (MarkdownDocs.Page page : MarkdownDocs.pages()) {
            problems.addAll(problems(page.name(), page.text(), defaults));
        }
        assertThat(problems).as("defaults quoted in the docs").isEmpty();
    }

    @Test
    void aQuotedNumberOrAnUnknownSettingFails() {
        String text = """
                JMH's `-f N` means N rounds (default 3; intervals need 2 or more).
                --x (defaults to 8), the budget (22 minutes by default) and --rounds (default: 5), wrapped (22
                minutes by default).
                The collector `--gc` (default G1), `get-jdk21.sh [DIR]` (default DIR: target/jdks), `--other` (default G2).
                Deflater's default level, a default jar, Jackson default, format/JSON, `-p payload=` (default `x/y.json`)
                and what proto3 does by default are prose.
                <!-- finding:x -->
                Fast/Default 1.2× and default 3 inside a generated block are the block's.
                <!-- /finding:x -->
                """;
        assertThat(problems("docs/page.md", text, Set.of("G1", "target/jdks"))).containsExactly(
                "docs/page.md:1: 'default 3' quotes a default number: point at the script's --help instead",
                "docs/page.md:2: 'defaults to 8' quotes a default number: point at the script's --help instead",
                "docs/page.md:2: '22 minutes by default' quotes a default number: point at the script's --help instead",
                "docs/page.md:2: 'default: 5' quotes a default number: point at the script's --help instead",
                "docs/page.md:2: '22 minutes by default' quotes a default number: point at the script's --help instead",
                "docs/page.md:4: 'default G2' is no script's default (scripts/*.sh --help)");
    }
}

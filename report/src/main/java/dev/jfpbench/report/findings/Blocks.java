package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The generated blocks of the docs, and the check that nothing else in them is a measured figure.
 * <p>
 * A block is {@code <!-- finding:ID -->} ... {@code <!-- /finding:ID -->}; its content is exactly what the finding
 * renders for that document. Outside blocks, a measured figure (a ratio such as {@code 1.23×} or {@code 1.23x}, or
 * {@code N% faster/slower}) is refused unless its line cites an outside source (a URL, or a JDK bug id such as
 * JDK-8343829); settings such as 95% or ±5% are not figures.
 */
public final class Blocks {
    static final Pattern BLOCK = Pattern.compile("^<!-- finding:([a-z0-9.-]+) -->\\n(.*?)^<!-- /finding:\\1 -->$", Pattern.DOTALL | Pattern.MULTILINE);
    /** A marker is a line of its own; a marker quoted in prose (in backticks) is not one. */
    static final Pattern OPEN = Pattern.compile("^<!-- /?finding:(\\S*) -->$", Pattern.MULTILINE);
    /** A ratio (1.23×, 2×, 1.23x) or a percentage change (12% faster, 8.5 % slower). */
    static final Pattern FIGURE = Pattern.compile("(?<![\\w.])\\d+(?:\\.\\d+)?\\s?×|(?<![\\w.])\\d+\\.\\d+x(?![\\w])|\\d+(?:\\.\\d+)?\\s?%\\s+(?:faster|slower)");
    static final Pattern CITATION = Pattern.compile("https?://|\\bJDK-\\d{5,}\\b");

    private Blocks() {
    }

    /** One problem the check found, as the one line it prints. */
    public record Problem(String line) {
    }

    /** The docs the findings live in: every Markdown file under the root but build output, results' proofs and reports, and hidden folders. */
    public static List<Path> docs(Path root) {
        List<Path> found = new ArrayList<>();
        try {
            Files.walkFileTree(root, new java.nio.file.SimpleFileVisitor<>() {
                @Override
                public java.nio.file.FileVisitResult preVisitDirectory(Path dir, java.nio.file.attribute.BasicFileAttributes attrs) {
                    Path rel = root.relativize(dir);
                    String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                    boolean skip = !rel.toString().isEmpty() && (name.equals("target") || name.startsWith("target-") || name.startsWith(".")
                            || name.equals("node_modules") || rel.startsWith("results/proofs") || rel.startsWith("results/reports")
                            || rel.startsWith("results/tmp") || name.endsWith(".rounds"));
                    return skip ? java.nio.file.FileVisitResult.SKIP_SUBTREE : java.nio.file.FileVisitResult.CONTINUE;
                }

                @Override
                public java.nio.file.FileVisitResult visitFile(Path file, java.nio.file.attribute.BasicFileAttributes attrs) {
                    if (file.getFileName().toString().endsWith(".md")) {
                        found.add(root.relativize(file));
                    }
                    return java.nio.file.FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        found.sort(null);
        return found;
    }

    /** Renders every block of every doc; {@code write}: puts the rendering in place, else reports each block that differs. */
    public static List<Problem> run(Path root, Map<String, Finding> findings, Context c, Committed committed, boolean write) {
        List<Problem> problems = new ArrayList<>();
        java.util.Set<String> cited = new java.util.TreeSet<>();
        for (Path doc : docs(root)) {
            String text = read(root.resolve(doc));
            problems.addAll(stray(doc, text));
            StringBuilder out = new StringBuilder();
            Matcher m = BLOCK.matcher(text);
            int at = 0;
            while (m.find()) {
                String id = m.group(1);
                Finding f = findings.get(id);
                out.append(text, at, m.start(2));
                at = m.end(2);
                if (f == null) {
                    problems.add(new Problem(doc + ": block '" + id + "' names no published finding (scripts/findings.sh --list)"));
                    out.append(m.group(2));
                    continue;
                }
                FindingTable t;
                try {
                    t = c.table(f);
                } catch (BadInputException e) {
                    problems.add(new Problem(doc + ": block '" + id + "': " + e.getMessage()));
                    out.append(m.group(2));
                    continue;
                }
                for (Source s : t.sources()) {
                    cited.add(s.file());
                    if (!committed.test(s.file())) {
                        problems.add(new Problem(doc + ": block '" + id + "' cites " + s.file() + ", which is not committed"));
                    }
                }
                String rendered = Markdown.render(t, root, doc);
                out.append(rendered);
                if (!write && !rendered.equals(m.group(2))) {
                    problems.add(new Problem(doc + ": block '" + id + "' differs from what its result files give (scripts/findings.sh --write)"));
                }
            }
            out.append(text.substring(at));
            problems.addAll(handTyped(doc, text));
            if (write && !out.toString().equals(text)) {
                writeAtomically(root.resolve(doc), out.toString());
            }
        }
        problems.addAll(uncited(root, cited, committed));
        return problems;
    }

    /**
     * Committed result files in {@code results/} (not its folders: baselines, proofs) that no block cites: results/
     * holds what is cited. A run of yours saved there and not committed is no concern of the check.
     */
    static List<Problem> uncited(Path root, java.util.Set<String> cited, Committed committed) {
        Path dir = root.resolve("results");
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (java.util.stream.Stream<Path> s = Files.list(dir)) {
            return s.map(p -> "results/" + p.getFileName()).filter(f -> f.endsWith(".json") && !f.endsWith(".meta.json") && !cited.contains(f) && committed.test(f))
                    .sorted().map(f -> new Problem(f + " is cited by no finding (publish it in a finding, or remove it: git history keeps it)")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Markers that open or close no block (a misspelt or unclosed marker would otherwise hide a block from the check). */
    static List<Problem> stray(Path doc, String text) {
        List<int[]> blocks = new ArrayList<>();
        Matcher b = BLOCK.matcher(text);
        while (b.find()) {
            blocks.add(new int[] {b.start(), b.end()});
        }
        List<Problem> p = new ArrayList<>();
        Matcher m = OPEN.matcher(text);
        while (m.find()) {
            int at = m.start();
            if (blocks.stream().noneMatch(r -> at >= r[0] && at < r[1])) {
                p.add(new Problem(doc + ":" + lineOf(text, at) + ": marker '" + m.group() + "' opens or closes no block"));
            }
        }
        return p;
    }

    /** Measured figures typed outside the generated blocks. */
    static List<Problem> handTyped(Path doc, String text) {
        List<Problem> p = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean inBlock = false;
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.startsWith("<!-- finding:")) {
                inBlock = true;
                continue;
            }
            if (l.startsWith("<!-- /finding:")) {
                inBlock = false;
                continue;
            }
            if (inBlock || CITATION.matcher(l).find()) {
                continue;
            }
            Matcher m = FIGURE.matcher(l);
            if (m.find()) {
                p.add(new Problem(doc + ":" + (i + 1) + ": measured figure '" + m.group().strip()
                        + "' typed outside a generated block (generate it from a result file, or cite its outside source on the line)"));
            }
        }
        return p;
    }

    private static int lineOf(String text, int offset) {
        int n = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }

    static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException(p + ": unreadable (" + e.getMessage() + ")");
        }
    }

    /** Writes {@code text} to a temporary name beside {@code p}, then renames it: a reader never sees half a file. */
    public static void writeAtomically(Path p, String text) {
        try {
            Path tmp = p.resolveSibling(p.getFileName() + ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, p, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether a file (relative to the root) is committed. */
    public interface Committed extends Predicate<String> {
        /** Asks git; outside a git work tree every file counts as committed (nothing to ask). */
        static Committed git(Path root) {
            return file -> {
                try {
                    Process p = new ProcessBuilder("git", "-C", root.toString(), "ls-files", "--error-unmatch", "--", file)
                            .redirectErrorStream(true).start();
                    p.getInputStream().readAllBytes();
                    int rc = p.waitFor();
                    if (rc == 0) {
                        return true;
                    }
                    return !Files.isDirectory(root.resolve(".git")) && !Files.isRegularFile(root.resolve(".git"));
                } catch (IOException e) {
                    return true;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            };
        }
    }
}

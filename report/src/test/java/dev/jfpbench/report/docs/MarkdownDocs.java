package dev.jfpbench.report.docs;

import dev.jfpbench.report.Fixtures;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The project's Markdown pages as GitHub shows them: parsed as CommonMark (so a link or bold text inside a code
 * block or inline code is code, not a link), each node with its line. Expect every check here to name file:line.
 */
final class MarkdownDocs {
    private static final Parser PARSER = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:[^>]*\\s)?(?:id|name)\\s*=\\s*[\"']([^\"']+)[\"']", Pattern.CASE_INSENSITIVE);
    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");
    private static final Pattern OPEN = Pattern.compile("^\\s*<!-- finding:(\\S+) -->\\s*$");

    private MarkdownDocs() {
    }

    /** One page: its path from the repository root, its text and its syntax tree. */
    record Page(String name, Path file, String text, Node root) {
        static Page of(Path root, Path file) {
            try {
                return of(root.relativize(file).toString(), file, Files.readString(file, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        static Page of(String name, Path file, String text) {
            return new Page(name, file, text, PARSER.parse(text));
        }

        String at(Node node) {
            return name + ":" + line(node);
        }
    }

    /** The repository's root. */
    static Path root() {
        return Fixtures.repoRoot();
    }

    /** Every page a reader follows links between: README.md, CONTRIBUTING.md, docs/*.md, the journal (docs/journal/*.md) and each module's README.md. */
    static List<Page> pages() {
        Path root = root();
        List<Path> files = new ArrayList<>(List.of(root.resolve("README.md"), root.resolve("CONTRIBUTING.md")));
        try (Stream<Path> docs = Files.list(root.resolve("docs")); Stream<Path> journal = Files.list(root.resolve("docs/journal"));
             Stream<Path> modules = Files.list(root)) {
            docs.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
            journal.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
            modules.filter(Files::isDirectory).map(d -> d.resolve("README.md")).filter(Files::isRegularFile).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files.stream().map(f -> Page.of(root, f)).toList();
    }

    /** The 1-based line a node starts on (its own source span, else its nearest parent's). */
    static int line(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.getSourceSpans().isEmpty()) {
                return n.getSourceSpans().get(0).getLineIndex() + 1;
            }
        }
        return 0;
    }

    /** The text a reader sees in a node: its text and inline code, line breaks as spaces. */
    static String text(Node node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                sb.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                sb.append(code.getLiteral());
            }

            @Override
            public void visit(SoftLineBreak softLineBreak) {
                sb.append(' ');
            }

            @Override
            public void visit(HardLineBreak hardLineBreak) {
                sb.append(' ');
            }
        });
        return sb.toString();
    }

    /** Every node of one type, in document order. */
    static <T extends Node> List<T> all(Node root, Class<T> type) {
        List<T> found = new ArrayList<>();
        collect(root, type, found);
        return found;
    }

    private static <T extends Node> void collect(Node node, Class<T> type, List<T> found) {
        if (type.isInstance(node)) {
            found.add(type.cast(node));
        }
        for (Node c = node.getFirstChild(); c != null; c = c.getNext()) {
            collect(c, type, found);
        }
    }

    /**
     * GitHub's anchor for a heading's text: lower case, every character dropped but letters, digits, marks, '-', '_'
     * and spaces, each space a '-'.
     */
    static String slug(String heading) {
        StringBuilder sb = new StringBuilder();
        heading.trim().toLowerCase(java.util.Locale.ROOT).codePoints().forEach(c -> {
            int type = Character.getType(c);
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_' || type == Character.NON_SPACING_MARK
                    || type == Character.COMBINING_SPACING_MARK || type == Character.ENCLOSING_MARK) {
                sb.appendCodePoint(c);
            } else if (c == ' ') {
                sb.append('-');
            }
        });
        return sb.toString();
    }

    /** The anchors a page has: each heading's slug (a repeated one gets -1, -2, ...) and each {@code <a id|name=...>}. */
    static Set<String> anchors(Node root) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (Heading h : all(root, Heading.class)) {
            String base = slug(text(h));
            int n = seen.merge(base, 1, Integer::sum) - 1;
            anchors.add(n == 0 ? base : base + "-" + n);
        }
        List<String> html = new ArrayList<>();
        all(root, HtmlInline.class).forEach(h -> html.add(h.getLiteral()));
        all(root, HtmlBlock.class).forEach(h -> html.add(h.getLiteral()));
        for (String h : html) {
            Matcher m = HTML_ANCHOR.matcher(h);
            while (m.find()) {
                anchors.add(m.group(1));
            }
        }
        return anchors;
    }

    /**
     * Every relative link or image of a page whose file does not exist, or whose anchor (#x, or file.md#x) no heading
     * or {@code <a id>} of the target produces: one line each, "file:line: ...". Links with a scheme (https:,
     * mailto:) are not checked; an anchor into a file that is not Markdown is not either.
     */
    static List<String> brokenLinks(Page page) {
        List<String> problems = new ArrayList<>();
        Map<Path, Set<String>> targets = new HashMap<>();
        List<Node> links = new ArrayList<>(all(page.root(), Link.class));
        links.addAll(all(page.root(), Image.class));
        links.sort(java.util.Comparator.comparingInt(MarkdownDocs::line));
        for (Node link : links) {
            String destination = link instanceof Link l ? l.getDestination() : ((Image) link).getDestination();
            if (destination.isEmpty() || SCHEME.matcher(destination).find()) {
                continue;
            }
            int hash = destination.indexOf('#');
            String path = hash < 0 ? destination : destination.substring(0, hash);
            String anchor = hash < 0 ? null : URLDecoder.decode(destination.substring(hash + 1), StandardCharsets.UTF_8);
            Path target = path.isEmpty() ? page.file() : page.file().getParent().resolve(URLDecoder.decode(path, StandardCharsets.UTF_8)).normalize();
            if (!path.isEmpty() && !Files.exists(target)) {
                problems.add(page.at(link) + ": link to '" + destination + "': no file " + path);
                continue;
            }
            if (anchor == null || !target.getFileName().toString().endsWith(".md")) {
                continue;
            }
            Set<String> there = targets.computeIfAbsent(target, t -> t.equals(page.file()) ? anchors(page.root()) : anchors(Page.of("", t, read(t)).root()));
            if (!there.contains(anchor)) {
                problems.add(page.at(link) + ": link to '" + destination + "': no heading or <a id> makes #" + anchor
                        + (path.isEmpty() ? "" : " in " + path));
            }
        }
        return problems;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The 1-based lines of a page's generated blocks, markers included (written by scripts/findings.sh, not by hand). */
    static Set<Integer> generatedLines(String text) {
        Set<Integer> lines = new java.util.HashSet<>();
        String[] all = text.split("\n", -1);
        String open = null;
        for (int i = 0; i < all.length; i++) {
            Matcher m = OPEN.matcher(all[i]);
            if (open == null && m.matches()) {
                open = m.group(1);
            }
            if (open != null) {
                lines.add(i + 1);
                if (all[i].trim().equals("<!-- /finding:" + open + " -->")) {
                    open = null;
                }
            }
        }
        return lines;
    }

    /** A page's bold spans outside its generated blocks, each as its text and line. */
    static List<StrongEmphasis> bold(Page page) {
        Set<Integer> generated = generatedLines(page.text());
        return all(page.root(), StrongEmphasis.class).stream().filter(b -> !generated.contains(line(b))).toList();
    }
}

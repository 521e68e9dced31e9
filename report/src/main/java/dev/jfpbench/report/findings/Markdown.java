package dev.jfpbench.report.findings;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** A finding as Markdown for one document: links to its result files are relative to that document's folder. */
public final class Markdown {
    private Markdown() {
    }

    /**
     * The block's content (without the markers): title, table, label, sources, notes. The answer's picture is a file of
     * its own ({@link AnswerPicture#FILE}), which a page shows where it wants it, not inside the README's block.
     */
    public static String render(FindingTable t, Path root, Path doc) {
        return render(t, root, doc, java.util.Optional.empty(), "scripts/findings.sh --explain " + t.id());
    }

    /**
     * The same for any table: {@code picture}, the answer's picture to show under a table that folds its sources (none:
     * no picture); {@code reproduce}, the command that recomputes a cell from the table's files.
     */
    public static String render(FindingTable t, Path root, Path doc, java.util.Optional<Path> picture, String reproduce) {
        Path dir = root.resolve(doc).getParent();
        StringBuilder sb = new StringBuilder();
        if (t.headers().isEmpty()) {
            // a finding told in one sentence (its figures' files are another finding's sources): no table
            return t.title() + (t.label().isEmpty() ? "" : " " + t.label()) + "\n";
        }
        sb.append("**").append(t.title()).append("**\n\n");
        sb.append('|').append(t.headers().stream().map(Markdown::escape).collect(Collectors.joining("|"))).append("|\n");
        sb.append('|').append(t.headers().stream().map(h -> "---").collect(Collectors.joining("|"))).append("|\n");
        for (List<Cell> row : t.rows()) {
            sb.append('|').append(row.stream().map(c -> escape(c.text())).collect(Collectors.joining("|"))).append("|\n");
        }
        sb.append('\n').append(t.label());
        if (!t.sources().isEmpty()) {
            sb.append(" Reproduce a cell from its file: `").append(reproduce).append("`.");
        }
        sb.append("\n\n");
        if (t.foldsSources()) {
            // the first screen: table, label, picture and what settled; the plan and the sources folded below them
            picture.ifPresent(p -> sb.append("![Fast over Default per question and JDK, each with its interval](")
                    .append(dir.relativize(p.toAbsolutePath()).toString().replace('\\', '/')).append(")\n\n"));
            List<String> plans = t.notes().stream().filter(Markdown::isPlan).toList();
            t.notes().stream().filter(n -> !isPlan(n)).forEach(n -> sb.append(n).append("\n\n"));
            sb.append("<details><summary>").append(plans.isEmpty() ? "Sources: " : "The plan written before the run, and the sources: ")
                    .append(t.sources().size()).append(t.sources().size() == 1 ? " result file" : " result files")
                    .append(" and the command that made them</summary>\n\n");
            plans.forEach(n -> sb.append(n).append("\n\n"));
        }
        for (int i = 0; i < t.sources().size(); i++) {
            Source s = t.sources().get(i);
            String link = dir.relativize(root.resolve(s.file())).toString().replace('\\', '/');
            // folded sources are a list, one line each, so that the page they fold on stays short
            sb.append(t.foldsSources() ? "- [" : "[").append(i + 1).append("] [`").append(s.file()).append("`](").append(link).append(") (+ `.meta.json`): ")
                    .append(s.date()).append(", commit ").append(s.commit()).append(", JDK ").append(s.jdk()).append(", Jackson ").append(s.jackson())
                    .append(", ").append(s.cpu()).append(s.cores() > 0 ? " (" + s.cores() + " cores)" : "").append(", ").append(s.roundsText())
                    .append("; made by `").append(s.command()).append("`\n");
            if (i + 1 < t.sources().size() && !t.foldsSources()) {
                sb.append('\n');
            }
        }
        if (t.foldsSources()) {
            sb.append("\n</details>\n");
            return sb.toString();
        }
        for (String n : t.notes()) {
            sb.append('\n').append(n).append('\n');
        }
        return sb.toString();
    }

    /** A campaign's plan, as its notes state it ("Plan, written before the run ..."). */
    static boolean isPlan(String note) {
        return note.startsWith("Plan, written before the run");
    }

    private static String escape(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}

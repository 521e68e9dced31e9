package dev.jfpbench.perf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** The commands README.md shows: the lines of its indented code blocks, each without its indentation and comment. */
final class Readme {
    /** A trailing comment: a # after two spaces or more. */
    private static final Pattern COMMENT = Pattern.compile("\\s{2,}#.*$");

    private Readme() {
    }

    /** One command of the README: where it is and its text. */
    record Command(int line, String text) {
        /** Its first word after any environment assignments: mvn, java, scripts/ab.sh, ... */
        String program() {
            for (String w : text.split("\\s+")) {
                if (!w.matches("[A-Z_]+=.*")) {
                    return w;
                }
            }
            return "";
        }
    }

    /** The code blocks in order, each the commands it holds. A block is a run of 4-space lines after a blank line. */
    static List<List<Command>> blocks(Path readme) throws IOException {
        List<String> lines = Files.readAllLines(readme);
        List<List<Command>> blocks = new ArrayList<>();
        List<Command> block = null;
        boolean blank = true;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            boolean code = l.startsWith("    ") && (block != null || blank) && !l.isBlank();
            if (code) {
                if (block == null) {
                    block = new ArrayList<>();
                    blocks.add(block);
                }
                block.add(new Command(i + 1, COMMENT.matcher(l.substring(4)).replaceFirst("").strip()));
            } else {
                block = null;
            }
            blank = l.isBlank();
        }
        return blocks;
    }
}

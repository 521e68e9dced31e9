package dev.jfpbench.report.docs;

import dev.jfpbench.report.JmhResults;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The docs state the fork score's rule ("within N% of its best") in several places: each N is the code's (JmhResults.CLUSTER). */
class ForkScoreRuleInDocsTest {
    private static final Pattern RULE = Pattern.compile("within\\s+(\\d+)%\\s+of\\s+(?:its|the)\\s+best");

    static List<String> wrong(String name, String text, long percent) {
        List<String> l = new ArrayList<>();
        Matcher m = RULE.matcher(text);
        while (m.find()) {
            if (Long.parseLong(m.group(1)) != percent) {
                l.add(name + ": \"" + m.group() + "\" (the code: " + percent + "%)");
            }
        }
        return l;
    }

    @Test
    void everyStatedRuleIsTheCodes() {
        long percent = Math.round((1 - JmhResults.CLUSTER) * 100);
        List<MarkdownDocs.Page> pages = MarkdownDocs.pages();
        assertThat(pages.stream().filter(p -> RULE.matcher(p.text()).find()).count()).as("pages stating the rule").isPositive();
        assertThat(pages.stream().flatMap(p -> wrong(p.name(), p.text(), percent).stream()).toList()).isEmpty();
        // and it can fail: a page stating another fraction is named
        assertThat(wrong("x.md", "the median of its iterations within\n" + (percent + 1) + "% of its best", percent)).singleElement().asString().contains("x.md");
    }
}

package dev.jfpbench.report.docs;

import org.commonmark.node.BulletList;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.ListItem;
import org.commonmark.node.StrongEmphasis;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every concept set in bold on the pages a reader follows ({@link MarkdownDocs#pages}: README.md, CONTRIBUTING.md,
 * docs/*.md and each module's README.md, results/README.md among them) is defined in docs/glossary.md. A glossary entry is a list item
 * there; the terms it defines are its bold spans (the term(s) it starts with, and any it introduces in bold, as a
 * verdict's words), so the glossary uses bold for nothing else. Bold text elsewhere is a concept unless it is a
 * sentence or a clause: a run-in heading ("**Paired rounds.**"), or text with a comma, colon or semicolon, or with a
 * word that makes a clause ({@link #CLAUSE}). Emphasis is set in italics, so no allowlist is needed. Generated blocks
 * are left out (their bold is a table's title or a verdict word, made by code). Terms match case-insensitively, a
 * leading "the" and plural s aside. Each entry starts with an {@code <a id>} of its first term's slug, so a page can
 * link the term itself; README links its first uses of the words the answer is written in to those anchors.
 */
class GlossaryTest {
    /** Words that make bold text a clause rather than a term. */
    static final Set<String> CLAUSE = Set.of("that", "which", "when", "where", "why", "how", "if", "is", "are", "was", "were",
            "be", "been", "has", "have", "do", "does", "don't", "doesn't", "can", "cannot", "can't", "must", "should", "will", "would");
    private static final Pattern ANCHOR = Pattern.compile("<a id=\"([^\"]+)\">");

    /** The glossary's entries: each list item's terms, first term first. */
    static List<List<String>> entries(MarkdownDocs.Page glossary) {
        List<List<String>> entries = new ArrayList<>();
        for (BulletList list : MarkdownDocs.all(glossary.root(), BulletList.class)) {
            for (var item = list.getFirstChild(); item != null; item = item.getNext()) {
                if (item instanceof ListItem) {
                    entries.add(MarkdownDocs.all(item, StrongEmphasis.class).stream().map(MarkdownDocs::text).toList());
                }
            }
        }
        return entries;
    }

    /** A term as matched: lower case, no leading "the", each word without a plural s. */
    static String normal(String term) {
        String t = term.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceFirst("^the ", "");
        return Arrays.stream(t.split(" ")).map(w -> w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.substring(0, w.length() - 1) : w)
                .collect(Collectors.joining(" "));
    }

    /** Whether bold text is a concept: not a sentence, a run-in heading or a clause. */
    static boolean isConcept(String bold) {
        String t = bold.trim();
        if (t.endsWith(".") || t.endsWith("!") || t.endsWith("?") || t.contains(",") || t.contains(":") || t.contains(";")) {
            return false;
        }
        return Arrays.stream(t.toLowerCase(Locale.ROOT).split("[\\s()]+")).noneMatch(CLAUSE::contains);
    }

    /** Each bold concept of the pages that no glossary entry defines: "file:line: **term**". */
    static List<String> undefined(List<MarkdownDocs.Page> pages, Set<String> defined) {
        List<String> problems = new ArrayList<>();
        for (MarkdownDocs.Page page : pages) {
            for (StrongEmphasis b : MarkdownDocs.bold(page)) {
                String term = MarkdownDocs.text(b);
                if (isConcept(term) && !defined.contains(normal(term))) {
                    problems.add(page.at(b) + ": **" + term + "** is not in docs/glossary.md (define it there, or set emphasis in *italics*)");
                }
            }
        }
        return problems;
    }

    static Set<String> defined(MarkdownDocs.Page glossary) {
        return entries(glossary).stream().flatMap(List::stream).map(GlossaryTest::normal).collect(Collectors.toSet());
    }

    static MarkdownDocs.Page glossary() {
        return MarkdownDocs.Page.of(MarkdownDocs.root(), MarkdownDocs.root().resolve("docs/glossary.md"));
    }

    @Test
    void everyBoldConceptOfTheDocsIsInTheGlossary() {
        List<MarkdownDocs.Page> pages = MarkdownDocs.pages().stream()
                .filter(p -> !p.name().equals("docs/glossary.md")).toList();
        assertThat(pages).hasSizeGreaterThanOrEqualTo(5);
        assertThat(undefined(pages, defined(glossary()))).as("bold concepts the glossary does not define").isEmpty();
    }

    @Test
    void anUndefinedTermFailsAndTitlesAndClausesDoNot() {
        String text = """
                # Page

                **Paired rounds.** A run-in heading. **The gate is measured on one machine.** A sentence.
                - **Inputs in memory, prepared at setup**: a clause. **How the score was chosen**: another.

                A **clean fork** and the **Duets** are defined; a **widget** is not,
                nor is a **flux
                capacitor** (the second line).
                `**not bold**` and

                    **in code**
                """;
        MarkdownDocs.Page page = MarkdownDocs.Page.of("docs/page.md", Path.of("docs/page.md"), text);
        Set<String> defined = Set.of(normal("Clean fork"), normal("Duet"));
        assertThat(undefined(List.of(page), defined)).containsExactly(
                "docs/page.md:6: **widget** is not in docs/glossary.md (define it there, or set emphasis in *italics*)",
                "docs/page.md:7: **flux capacitor** is not in docs/glossary.md (define it there, or set emphasis in *italics*)");
    }

    @Test
    void theGlossaryDefinesTheTermsTheIssueNamed() {
        Set<String> defined = defined(glossary());
        for (String term : List.of("gate", "nightly", "candidate", "baseline", "power", "A/A", "ulp", "half precision", "Tokens", "Text",
                "hand-mapped", "exact", "contract", "contract selections", "Fast/Default", "control", "duet", "paired session", "cross-run",
                "faster", "slower", "same within ±5%", "inconclusive (±Y%)", "no interval")) {
            assertThat(defined).as(term).contains(normal(term));
        }
    }

    @Test
    void theGlossaryDefinesTheTermsIssue58NamedInAlphabeticalOrder() {
        Set<String> defined = defined(glossary());
        for (String term : List.of("question", "contender", "best-of", "coverage selection", "Schubfach", "FastDoubleParser",
                "simultaneous interval", "multiplicity", "tonight", "campaign")) {
            assertThat(defined).as(term).contains(normal(term));
        }
        List<String> firsts = entries(glossary()).stream().map(e -> sortKey(e.get(0))).toList();
        assertThat(firsts).as("the entries' first terms").isSorted();
        // and the order check can fail
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> assertThat(List.of(sortKey("Fast"), sortKey("A/A"))).isSorted())
                .isInstanceOf(AssertionError.class);
    }

    /** A term as the glossary sorts it: its letters and digits, lower case ("A/A" as "aa", "Fast/Default" as "fastdefault"). */
    static String sortKey(String term) {
        return term.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    @Test
    void eachTermIsDefinedOnceAndEachEntryHasItsAnchor() {
        MarkdownDocs.Page glossary = glossary();
        Map<String, Integer> entryOf = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        List<List<String>> entries = entries(glossary);
        assertThat(entries).hasSizeGreaterThan(20);
        for (int i = 0; i < entries.size(); i++) {
            for (String term : new LinkedHashSet<>(entries.get(i).stream().map(GlossaryTest::normal).toList())) {
                Integer before = entryOf.putIfAbsent(term, i);
                if (before != null) {
                    problems.add("'" + term + "' is defined in two entries");
                }
            }
        }
        for (BulletList list : MarkdownDocs.all(glossary.root(), BulletList.class)) {
            for (var item = list.getFirstChild(); item != null; item = item.getNext()) {
                List<StrongEmphasis> terms = MarkdownDocs.all(item, StrongEmphasis.class);
                List<HtmlInline> html = MarkdownDocs.all(item, HtmlInline.class);
                Matcher m = html.isEmpty() ? null : ANCHOR.matcher(html.get(0).getLiteral());
                String want = terms.isEmpty() ? "(no bold term)" : MarkdownDocs.slug(MarkdownDocs.text(terms.get(0)));
                if (m == null || !m.find() || !m.group(1).equals(want)) {
                    problems.add(glossary.at(item) + ": the entry should start with <a id=\"" + want + "\"></a>");
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void readmeLinksTheWordsOfTheAnswerToTheGlossaryAtTheirFirstUse() {
        String readme = MarkdownDocs.Page.of(MarkdownDocs.root(), MarkdownDocs.root().resolve("README.md")).text();
        Set<String> anchors = MarkdownDocs.anchors(glossary().root());
        for (String term : List.of("Fast/Default", "control", "duet", "paired session", "cross-run")) {
            // the words the answer is written in must be there; the others, linked wherever the README uses them
            boolean used = Pattern.compile("(?<![\\w-])" + Pattern.quote(term), Pattern.CASE_INSENSITIVE).matcher(readme).find();
            if (!used && !List.of("Fast/Default", "control", "paired session").contains(term)) {
                continue;
            }
            String anchor = MarkdownDocs.slug(term);
            assertThat(anchors).as("the glossary's anchor for " + term).contains(anchor);
            int link = readme.indexOf("](docs/glossary.md#" + anchor + ")");
            assertThat(link).as("README links " + term + " to docs/glossary.md#" + anchor).isPositive();
            int linkStart = readme.lastIndexOf('[', link);
            Matcher first = Pattern.compile("(?<![\\w-])" + Pattern.quote(term), Pattern.CASE_INSENSITIVE).matcher(readme);
            assertThat(first.find()).isTrue();
            assertThat(first.start()).as("README's first use of '" + term + "' is at or after its glossary link").isGreaterThanOrEqualTo(linkStart);
        }
    }
}

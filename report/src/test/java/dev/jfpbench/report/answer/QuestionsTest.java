package dev.jfpbench.report.answer;

import dev.jfpbench.report.BadInputException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class QuestionsTest {
    @Test
    void aQuestionRegexChoosesRowsByTheirText() {
        assertThat(Questions.matching(null)).isEqualTo(Questions.ALL);
        assertThat(Questions.matching("VECTORS WRITE")).extracting(Question::text)
                .containsExactly("Embedding vectors write", "Fastest exact JSON library: vectors write");
        assertThat(Questions.matching("^(?!Fastest)")).hasSize(9).noneMatch(q -> q instanceof Question.Best);
    }

    @Test
    void aRegexThatMatchesNothingNamesTheQuestions() {
        assertThatThrownBy(() -> Questions.matching("protobuf")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("matches no question").hasMessageContaining("Currency write");
        assertThatThrownBy(() -> Questions.matching("(")).isInstanceOf(BadInputException.class).hasMessageContaining("not a regex");
    }
}
